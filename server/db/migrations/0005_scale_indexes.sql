-- Scale (issue 15): the documents and visualizations lists page newest first by (created_at, id)
-- inside an organization, so their indexes end in id; the documents index also carries category,
-- so the dashboard's stats count an organization's documents from the index alone.
DROP INDEX "documents_organization_idx";--> statement-breakpoint
DROP INDEX "visualizations_organization_idx";--> statement-breakpoint
CREATE INDEX "documents_organization_idx" ON "documents" USING btree ("organization_id","created_at","id","category");--> statement-breakpoint
CREATE INDEX "visualizations_organization_idx" ON "visualizations" USING btree ("organization_id","created_at","id");