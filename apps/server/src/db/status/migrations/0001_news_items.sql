-- The dashboard's news widget (status service `listNews`). Staff write these rows (the seed adds a
-- few); the API only reads them, newest first. The url is where the item is read in full.
CREATE TABLE news_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  url text NOT NULL CHECK (url ~ '^https?://'),
  published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX news_items_published_at ON news_items (published_at DESC);
