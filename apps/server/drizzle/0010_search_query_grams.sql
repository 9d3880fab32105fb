-- The grams a search asks the GIN index for (docs/decisions/0006 and 0015). zx_grams(query) holds
-- every character and every bigram of the query, but a name that holds a bigram holds both of its
-- characters, so the characters add nothing but work: `第` and `期` are in every generated course
-- name, and their posting lists were read on every `第n期` search. This answers the bigrams without
-- whitespace, plus each character that stands alone between whitespace or the ends (so `a b` still
-- asks for `a` and `b`, and a one-character query for its character): the same candidates as
-- zx_grams(query), from fewer posting lists. PL/pgSQL rather than SQL: a prepared statement calls it
-- with a parameter, and PL/pgSQL keeps its plans for the session where a SQL function with a FROM
-- clause would be planned again on every call.
CREATE OR REPLACE FUNCTION zx_query_grams(input text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := lower(input);
  n integer := coalesce(char_length(s), 0);
  plain boolean[];
  gram text;
  grams text[] := '{}'::text[];
BEGIN
  FOR pos IN 1 .. n LOOP
    plain[pos] := substr(s, pos, 1) !~ '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  END LOOP;
  FOR pos IN 1 .. n LOOP
    CONTINUE WHEN NOT plain[pos];
    IF pos < n AND plain[pos + 1] THEN
      gram := substr(s, pos, 2);
    ELSIF pos > 1 AND plain[pos - 1] THEN
      -- The last character of a run: the bigram before it holds it.
      CONTINUE;
    ELSE
      gram := substr(s, pos, 1);
    END IF;
    IF NOT gram = ANY (grams) THEN
      grams := grams || gram;
    END IF;
  END LOOP;
  RETURN grams;
END
$$;
