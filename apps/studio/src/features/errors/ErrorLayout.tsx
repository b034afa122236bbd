import styled from 'styled-components';

/** The plain centred column the error pages share. */
export const ErrorLayout = styled.section`
  max-width: 560px;
  margin: var(--studio-space-10, 64px) auto;
  padding: var(--studio-space-6, 24px);
  display: grid;
  gap: var(--studio-space-4, 16px);

  h1 {
    margin: 0;
    font: var(--studio-font-heading-lg, 600 1.5rem/1.3 system-ui);
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--studio-space-4, 16px);
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;
