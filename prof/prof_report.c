/* prof_report.c — the `--profile` summary, in the style of Nsight Systems' stats reports: the
 * phase block (Host | Transfer H2D | Transfer D2H | Compute | Compile), then the kernel and copy
 * tables (Time(%) Total Calls Avg Min Max Name), the simulator's counters per kernel, the
 * hottest host functions and lines, and the advice (prof_advice.c). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "prof_internal.h"

const char *const prof_phase_names[PROF_PH_COUNT] = {
    "Host", "Transfer H2D", "Transfer D2H", "Transfer D2D", "Compute", "Compile"};

void prof_phase_totals(Prof *p, double out[PROF_PH_COUNT]) {
  memset(out, 0, PROF_PH_COUNT * sizeof *out);
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind == PROF_EV_COPY) out[PROF_PH_H2D + e->dir] += e->dur_us;
    else if (e->kind == PROF_EV_KERNEL) out[PROF_PH_COMPUTE] += e->dur_us;
    else if (e->kind == PROF_EV_COMPILE && !e->dir) out[PROF_PH_COMPILE] += e->dur_us;
  }
  double host = prof_virtual_now_us(p);
  for (int ph = 1; ph < PROF_PH_COUNT; ph++) host -= out[ph];
  out[PROF_PH_HOST] = host > 0 ? host : 0;
}

const char *prof_fmt_time(double us, char *buf, int n) {
  if (us >= 1e6) snprintf(buf, (size_t)n, "%.3f s", us / 1e6);
  else if (us >= 1e3) snprintf(buf, (size_t)n, "%.3f ms", us / 1e3);
  else if (us >= 1) snprintf(buf, (size_t)n, "%.3f us", us);
  else snprintf(buf, (size_t)n, "%.1f ns", us * 1e3);
  return buf;
}

/* Percentages in tenths that sum to exactly 1000 (largest remainder), for rows of v[]. */
static void tenths(const double *v, int n, int *out) {
  double sum = 0;
  for (int i = 0; i < n; i++) sum += v[i];
  int given = 0;
  for (int i = 0; i < n; i++) {
    out[i] = sum > 0 ? (int)floor(v[i] / sum * 1000) : 0;
    given += out[i];
  }
  while (sum > 0 && given < 1000) {
    int best = 0;
    double bestr = -1;
    for (int i = 0; i < n; i++) {
      double r = v[i] / sum * 1000 - out[i];
      if (r > bestr) bestr = r, best = i;
    }
    out[best]++;
    given++;
  }
}

/* One table of phases: rows[] of t[], their shares of the table's total, and a total row. */
static double phase_table(FILE *out, const double *t, const int *rows, int n, const char *total_name) {
  double v[PROF_PH_COUNT] = {0}, total = 0;
  int pct[PROF_PH_COUNT];
  for (int i = 0; i < n; i++) v[i] = t[rows[i]], total += v[i];
  tenths(v, n, pct);
  char b[32];
  fprintf(out, "\n  Phase          Time(%%)        Total\n  -------------  -------  -----------\n");
  for (int i = 0; i < n; i++)
    fprintf(out, "  %-13s  %5d.%d  %11s\n", prof_phase_names[rows[i]], pct[i] / 10, pct[i] % 10, prof_fmt_time(v[i], b, 32));
  fprintf(out, "  %-13s  %7s  %11s\n", total_name, total > 0 ? "100.0" : "0.0", prof_fmt_time(total, b, 32));
  return total;
}

/* The headline: what the GPU would spend, transfers against kernels, then the host's measured
 * time apart (the interpreter is no GPU program's host code: it would swamp the GPU story), and
 * how the two make up the timeline. */
static void phase_block(Prof *pr, FILE *out, const char *tag) {
  double t[PROF_PH_COUNT];
  prof_phase_totals(pr, t);
  int gpu[4], ng = 0;
  for (int p = PROF_PH_H2D; p <= PROF_PH_COMPUTE; p++)
    if (p != PROF_PH_D2D || t[p] > 0) gpu[ng++] = p;
  fprintf(out, "\n ** GPU time %s: what the GPU would spend\n", tag);
  double dev = phase_table(out, t, gpu, ng, "GPU total");
  double xfer = t[PROF_PH_H2D] + t[PROF_PH_D2H] + t[PROF_PH_D2D], comp = t[PROF_PH_COMPUTE];
  char a[32], b[32], c[32];
  if (dev <= 0) fprintf(out, "\n  No kernel launches or copies: all the time is the host's.\n");
  else if (comp <= 0) fprintf(out, "\n  Transfers only: no kernel ran.\n");
  else if (xfer >= comp)
    fprintf(out, "\n  Transfers take %.1f%% of the GPU's time, %.1fx the kernels'.\n", 100.0 * xfer / dev, xfer / comp);
  else
    fprintf(out, "\n  Kernels take %.1f%% of the GPU's time, %.1fx the transfers'.\n", 100.0 * comp / dev,
            xfer > 0 ? comp / xfer : 0.0);
  static const int host_rows[] = {PROF_PH_HOST, PROF_PH_COMPILE};
  fprintf(out, "\n ** Host time (measured on this machine, apart from the GPU's):\n");
  double host = phase_table(out, t, host_rows, 2, "Host total");
  fprintf(out, "\n  Timeline: %s = host %s + GPU %s (the GPU's share: %.1f%%). The host time is Weft's interpreter, "
               "slower than CPython with compiled Numba: read it for where host time goes, not as a GPU program's.\n",
          prof_fmt_time(host + dev, a, 32), prof_fmt_time(host, b, 32), prof_fmt_time(dev, c, 32),
          host + dev > 0 ? 100.0 * dev / (host + dev) : 0.0);
  prof_streams_report(pr, out, tag);
}

/* One row group of the kernel or copy table: events with the same name (or direction). */
typedef struct Row {
  const char *name;
  int dir;
  int64_t calls, bytes;
  double total, min, max;
} Row;

static int row_cmp(const void *a, const void *b) {
  double x = ((const Row *)a)->total, y = ((const Row *)b)->total;
  return x < y ? 1 : x > y ? -1 : 0;
}

static int gather(const Prof *p, ProfEvKind kind, Row *rows, int cap) {
  int n = 0;
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind != kind || (kind == PROF_EV_COMPILE && e->dir)) continue; /* a cache hit compiles nothing */
    int r = 0;
    while (r < n && (kind == PROF_EV_COPY ? rows[r].dir != e->dir : strcmp(rows[r].name, e->name) != 0)) r++;
    if (r == n) {
      if (n == cap) continue;
      rows[n++] = (Row){e->name, e->dir, 0, 0, 0, e->dur_us, e->dur_us};
    }
    rows[r].calls++;
    rows[r].bytes += e->bytes;
    rows[r].total += e->dur_us;
    if (e->dur_us < rows[r].min) rows[r].min = e->dur_us;
    if (e->dur_us > rows[r].max) rows[r].max = e->dur_us;
  }
  qsort(rows, (size_t)n, sizeof *rows, row_cmp);
  return n;
}

static const char *const copy_names[RT_COPY_DIR_COUNT] = {
    "[CUDA memcpy Host-to-Device]", "[CUDA memcpy Device-to-Host]", "[CUDA memcpy Device-to-Device]"};

#define MAX_ROWS 256
static void time_table(const Prof *p, FILE *out, ProfEvKind kind, const char *title, const char *tag) {
  Row *rows = malloc(MAX_ROWS * sizeof *rows);
  if (!rows) return;
  int n = gather(p, kind, rows, MAX_ROWS);
  if (n == 0) {
    free(rows);
    return;
  }
  double v[MAX_ROWS];
  int pct[MAX_ROWS];
  for (int i = 0; i < n; i++) v[i] = rows[i].total;
  tenths(v, n, pct);
  bool copies = kind == PROF_EV_COPY;
  fprintf(out, "\n ** %s %s:\n\n  Time(%%)        Total  Calls          Avg          Min          Max%s  Name\n", title, tag,
          copies ? "          Bytes     GB/s" : "");
  fprintf(out, "  -------  -----------  -----  -----------  -----------  -----------%s  ----\n",
          copies ? "  -------------  -------" : "");
  for (int i = 0; i < n; i++) {
    const Row *r = &rows[i];
    char a[32], b[32], c[32], d[32];
    fprintf(out, "  %5d.%d  %11s  %5lld  %11s  %11s  %11s", pct[i] / 10, pct[i] % 10, prof_fmt_time(r->total, a, 32),
            (long long)r->calls, prof_fmt_time(r->total / r->calls, b, 32), prof_fmt_time(r->min, c, 32),
            prof_fmt_time(r->max, d, 32));
    if (copies) fprintf(out, "  %13lld  %7.2f", (long long)r->bytes, r->total > 0 ? r->bytes / r->total / 1e3 : 0.0);
    fprintf(out, "  %s\n", copies ? copy_names[r->dir] : r->name);
  }
  free(rows);
}

/* Compiled code found in a cache (NVRTC's) compiled nothing: one line, its time left to Host. */
static void cache_hits(const Prof *p, FILE *out) {
  int64_t n = 0;
  double us = 0;
  for (int i = 0; i < p->log.nev; i++)
    if (p->log.ev[i].kind == PROF_EV_COMPILE && p->log.ev[i].dir) n++, us += p->log.ev[i].dur_us;
  char b[32];
  if (n) fprintf(out, "\n  Compile cache hits: %lld (%s, counted as host time)\n", (long long)n, prof_fmt_time(us, b, 32));
}

void prof_print_summary(Prof *p, FILE *out) {
  char tag[64];
  snprintf(tag, sizeof tag, "(modeled, %s)", p->device->name);
  prof_lines_collect(p);
  int measured = 0;
  for (int i = 0; i < p->log.nk; i++) measured += p->log.kernels[i]->measured_s > 0;
  char ktag[96];
  snprintf(ktag, sizeof ktag, "%s", tag);
  if (!measured) {
    fprintf(out, "\n==PROF== Weft profile. No GPU: kernel and transfer times are %s: %s, %s.\n", tag,
            p->device->full, p->device->link);
  } else {
    fprintf(out, "\n==PROF== Weft profile. %d of %d kernel launches ran on the GPU, timed there by CUDA events; "
            "the other figures labelled %s are modeled: %s, %s.\n", measured, p->log.nk, tag, p->device->full,
            p->device->link);
    snprintf(ktag, sizeof ktag, measured == p->log.nk ? "(measured on the GPU)" : "(measured on the GPU, the rest %s)",
             tag);
  }
  phase_block(p, out, tag);
  time_table(p, out, PROF_EV_KERNEL, "CUDA GPU Kernel Summary", ktag);
  time_table(p, out, PROF_EV_COPY, "CUDA GPU MemOps Summary", tag);
  time_table(p, out, PROF_EV_COMPILE, "Compile Summary", "(measured)");
  cache_hits(p, out);
  prof_counters_table(p, out, tag);
  prof_host_tables(p, out);
  prof_advice(p, out, tag);
}
