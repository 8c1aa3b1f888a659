/* prof_tables.c — summary sections beyond the time tables: the simulator's exact counters per
 * kernel and per source line (efficiency, coalescing, bank conflicts, modeled occupancy), and
 * the host functions and lines that took the most time (exact spans or samples). */
#include <stdlib.h>
#include <string.h>

#include "prof_internal.h"

static void add(ProfCounters *a, const ProfCounters *b) {
  uint64_t *x = (uint64_t *)a;
  const uint64_t *y = (const uint64_t *)b;
  for (size_t i = 0; i < sizeof *a / sizeof(uint64_t); i++) x[i] += y[i];
}

static double ratio(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

static void counters_row(FILE *out, const char *label, const ProfCounters *c) {
  fprintf(out, "  %12llu  %6.1f  %8llu  %7.2f  %8llu  %7.2f  %8llu  %8llu  %s\n", (unsigned long long)c->warp_insts,
          100.0 * ratio(c->lane_insts, 32 * c->warp_insts), (unsigned long long)c->gld_requests,
          ratio(c->gld_sectors, c->gld_requests), (unsigned long long)c->gst_requests,
          ratio(c->gst_sectors, c->gst_requests), (unsigned long long)c->shared_requests,
          (unsigned long long)(c->shared_wavefronts - c->shared_requests), label);
}

static void kernel_lines(const Prof *p, FILE *out, const char *name) {
  int nlines = 0;
  for (int i = 0; i < p->log.nk; i++)
    if (strcmp(p->log.kernels[i]->name, name) == 0 && p->log.kernels[i]->nlines > nlines)
      nlines = p->log.kernels[i]->nlines;
  const char *file = NULL;
  for (int l = 0; l < nlines; l++) {
    ProfCounters c = {0};
    for (int i = 0; i < p->log.nk; i++) {
      const ProfKernel *k = p->log.kernels[i];
      if (strcmp(k->name, name) != 0 || l >= k->nlines) continue;
      add(&c, &k->lines[l]);
      file = k->file;
    }
    if (c.warp_insts == 0) continue;
    char label[256];
    snprintf(label, sizeof label, "  %s:%d", file ? file : "?", l);
    counters_row(out, label, &c);
  }
}

void prof_counters_table(Prof *p, FILE *out, const char *tag) {
  bool any = false;
  for (int i = 0; i < p->log.nk; i++) any |= p->log.kernels[i]->counted;
  if (!any) return;
  fprintf(out, "\n ** Simulator counters (exact) per kernel and source line; occupancy %s:\n\n", tag);
  fprintf(out, "     WarpInsts  Eff(%%)    LdReqs  Sec/Req    StReqs  Sec/Req    ShReqs  BankConf  Name\n");
  fprintf(out, "  ------------  ------  --------  -------  --------  -------  --------  --------  ----\n");
  for (int i = 0; i < p->log.nk; i++) {
    const ProfKernel *k = p->log.kernels[i];
    bool first = true;
    for (int j = 0; j < i; j++) first &= strcmp(p->log.kernels[j]->name, k->name) != 0;
    if (!first || !k->counted) continue;
    ProfCounters c = {0};
    int launches = 0;
    for (int j = i; j < p->log.nk; j++)
      if (strcmp(p->log.kernels[j]->name, k->name) == 0) add(&c, &p->log.kernels[j]->total), launches++;
    double occ;
    prof_model_kernel(p->device, k, &occ);
    char label[160];
    int n = snprintf(label, sizeof label, "%s (%d launch%s, occupancy %.0f%%", k->name, launches,
                     launches == 1 ? "" : "es", 100 * occ);
    if (k->regs_from_ptxas && n > 0 && n < (int)sizeof label) /* ptxas's count (prof_regs.c) */
      n += snprintf(label + n, sizeof label - (size_t)n, ", %d registers", k->regs_per_thread);
    if (k->sampled_blocks > 0 && n > 0 && n < (int)sizeof label) /* scaled from a sample (sim_counters.c) */
      n += snprintf(label + n, sizeof label - (size_t)n, "; %lld of %lld blocks counted, scaled",
                    (long long)k->sampled_blocks, (long long)prof_kernel_blocks(k));
    if (n > 0 && n < (int)sizeof label) snprintf(label + n, sizeof label - (size_t)n, ")");
    counters_row(out, label, &c);
    kernel_lines(p, out, k->name);
  }
}

static int stat_cmp(const void *a, const void *b) {
  double x = ((const ProfStat *)a)->us, y = ((const ProfStat *)b)->us;
  return x < y ? 1 : x > y ? -1 : 0;
}

#define TOP 10
static void stat_table(const Prof *p, FILE *out, const ProfStatTable *t, const char *title, bool funcs) {
  if (t->n == 0) return;
  ProfStat *s = malloc((size_t)t->n * sizeof *s);
  if (!s) return;
  int n = 0;
  for (int i = 0; i < t->cap; i++)
    if (t->slots[i].key) s[n++] = t->slots[i];
  qsort(s, (size_t)n, sizeof *s, stat_cmp);
  bool sampled = prof_host_sampled(p);
  if (sampled)
    fprintf(out, "\n ** %s (sampled: %lld samples at %d Hz, each weighing the time since the one before; "
                 "kernels and copies at their modeled time):\n\n", title, (long long)prof_sample_count(p), PROF_SAMPLE_HZ);
  else
    fprintf(out, "\n ** %s (measured; kernels and copies at their modeled time):\n\n", title);
  fprintf(out, "        Total  %s  Name\n  -----------  ----------  ----\n",
          sampled ? "   Samples" : funcs ? "     Calls" : "      Hits");
  for (int i = 0; i < n && i < TOP; i++) {
    char b[32];
    fprintf(out, "  %11s  %10lld  ", prof_fmt_time(s[i].us, b, sizeof b), (long long)s[i].hits);
    if (funcs) fprintf(out, "%s (line %d)\n", s[i].key, s[i].line);
    else fprintf(out, "%s:%d\n", s[i].key, s[i].line);
  }
  free(s);
}

void prof_host_tables(Prof *p, FILE *out) {
  stat_table(p, out, &p->log.funcs, "Host functions, inclusive", true);
  stat_table(p, out, &p->log.lines, "Host lines", false);
}
