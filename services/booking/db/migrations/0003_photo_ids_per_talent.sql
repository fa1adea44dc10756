-- Imports numbered a talent's photos per section (talent id × 1000 + index): her first portfolio
-- photo and her first polaroid shared an id, and a large talent id gave ids the write API's paths
-- cannot name. A talent with a shared id, or one outside 1…2147483647, has her photos renumbered
-- 1, 2, 3… across portfolio, polaroids and composite, in their order, as imports and the write
-- API now number them. Covers name a photo by its file, not its id, so they stay as they are.
WITH "photos" AS (
	SELECT "t"."id" AS "talent", "s"."rank", "e"."position", "e"."item"
	FROM "talents" "t"
	CROSS JOIN LATERAL (VALUES (1, "t"."book"), (2, "t"."snap"), (3, "t"."compo")) AS "s"("rank", "items")
	CROSS JOIN LATERAL jsonb_array_elements("s"."items") WITH ORDINALITY AS "e"("item", "position")
),
"affected" AS (
	SELECT "talent" FROM "photos"
	GROUP BY "talent"
	HAVING count(DISTINCT "item"->'id') < count(*)
		OR bool_or(jsonb_typeof("item"->'id') IS DISTINCT FROM 'number')
		OR bool_or(jsonb_typeof("item"->'id') = 'number' AND (("item"->>'id')::numeric < 1 OR ("item"->>'id')::numeric > 2147483647))
),
"renumbered" AS (
	SELECT "photos"."talent", "rank", "position",
		jsonb_set("item", '{id}', to_jsonb(row_number() OVER (PARTITION BY "photos"."talent" ORDER BY "rank", "position"))) AS "item"
	FROM "photos" JOIN "affected" ON "affected"."talent" = "photos"."talent"
)
UPDATE "talents" SET
	"book" = coalesce((SELECT jsonb_agg("r"."item" ORDER BY "r"."position") FROM "renumbered" "r" WHERE "r"."talent" = "talents"."id" AND "r"."rank" = 1), '[]'::jsonb),
	"snap" = coalesce((SELECT jsonb_agg("r"."item" ORDER BY "r"."position") FROM "renumbered" "r" WHERE "r"."talent" = "talents"."id" AND "r"."rank" = 2), '[]'::jsonb),
	"compo" = coalesce((SELECT jsonb_agg("r"."item" ORDER BY "r"."position") FROM "renumbered" "r" WHERE "r"."talent" = "talents"."id" AND "r"."rank" = 3), '[]'::jsonb)
WHERE "id" IN (SELECT "talent" FROM "affected");
