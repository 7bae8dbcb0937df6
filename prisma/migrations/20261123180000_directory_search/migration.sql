-- Directory search (docs/decisions/016-directory-search.md): full-text search over a weighted,
-- generated tsvector, and pg_trgm for the substring matches (ILIKE '%…%') and the one-typo
-- fallback (word similarity). Written by hand: Prisma cannot express a generated column, an
-- extension or an operator class. pg_trgm is a trusted extension (PostgreSQL 13+), so a database
-- owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AddColumn
ALTER TABLE "Business" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "category"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "description"), 'C')
) STORED;

-- CreateIndex
CREATE INDEX "Business_searchVector_idx" ON "Business" USING GIN ("searchVector");
CREATE INDEX "Business_name_trgm_idx" ON "Business" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "Business_category_trgm_idx" ON "Business" USING GIN ("category" gin_trgm_ops);
CREATE INDEX "Business_description_trgm_idx" ON "Business" USING GIN ("description" gin_trgm_ops);

-- Every word the businesses use, for the prefix and typo matches: a search word is looked up here
-- (a few thousand short words, through pg_trgm) and the words found are searched for in
-- "searchVector", instead of comparing the search word with every business's text. Kept by the
-- trigger below; a word no business uses any more stays behind, harmlessly: it finds nothing.
CREATE TABLE "BusinessSearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "BusinessSearchWord_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "BusinessSearchWord_word_trgm_idx" ON "BusinessSearchWord" USING GIN ("word" gin_trgm_ops);

CREATE FUNCTION "business_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "BusinessSearchWord" ("word")
  SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    NEW."name" || ' ' || NEW."category" || ' ' || NEW."description")))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "Business_search_words" AFTER INSERT OR UPDATE OF "name", "category", "description"
  ON "Business" FOR EACH ROW EXECUTE FUNCTION "business_search_words_add"();

INSERT INTO "BusinessSearchWord" ("word")
SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
  "name" || ' ' || "category" || ' ' || "description")))
FROM "Business"
ON CONFLICT DO NOTHING;

-- True when one edit turns a into b: one letter changed, added or removed, or two neighbours swapped
-- (what "one typo" means to the search). pg_trgm finds the candidates; this keeps the true ones.
CREATE FUNCTION "within_one_edit"(a TEXT, b TEXT) RETURNS BOOLEAN
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la INT := length(a);
  lb INT := length(b);
  i INT := 1;
BEGIN
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  -- Skip the common beginning; what follows must differ by one edit at most.
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  ELSE
    RETURN substr(a, i) = substr(b, i + 1);
  END IF;
END $$;
