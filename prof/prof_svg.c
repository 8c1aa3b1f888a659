/* prof_svg.c — the log as an SVG bar chart (`--profile-svg=FILE.svg`): one bar per phase (host,
 * transfers, compute, compile) and, per kernel, a stacked bar of its copies in, its compute and
 * its copies back, all on one time scale, modeled figures labelled so. */
#include <string.h>

#include "prof_internal.h"

#define LABEL_MIN_W 120 /* the label column: at least this, else as wide as its longest label */
#define CHAR_W 7.8      /* an upper estimate of a 13 px sans-serif character's advance */
#define BAR_MAX 480
#define VALUE_W 120     /* the time printed after the longest bar */
#define ROW_H 26

static const char *const phase_colors[PROF_PH_COUNT] = {"#8c8c8c", "#e4572e", "#f3a712", "#a8c686", "#4c72b0", "#669bbc"};

static void xml_text(FILE *f, const char *s) {
  for (; s && *s; s++) {
    if (*s == '<') fputs("&lt;", f);
    else if (*s == '>') fputs("&gt;", f);
    else if (*s == '&') fputs("&amp;", f);
    else if (*s == '"') fputs("&quot;", f);
    else fputc(*s, f);
  }
}

static void label(FILE *f, int x, int y, const char *anchor, const char *text) {
  fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\">", x, y, anchor);
  xml_text(f, text);
  fputs("</text>\n", f);
}

static void rect(FILE *f, double x, int y, double w, const char *color, const char *title) {
  fprintf(f, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" fill=\"%s\"><title>", x, y, w < 0.5 ? 0.5 : w,
          ROW_H - 8, color);
  xml_text(f, title);
  fputs("</title></rect>\n", f);
}

/* One kernel's copies in, compute and copies back (microseconds), over all its launches. */
static void kernel_parts(const Prof *p, const char *name, double parts[3]) {
  parts[0] = parts[1] = parts[2] = 0;
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kernel < 0 || strcmp(p->log.kernels[e->kernel]->name, name) != 0) continue;
    if (e->kind == PROF_EV_KERNEL) parts[1] += e->dur_us;
    else if (e->kind == PROF_EV_COPY && e->dir == RT_COPY_H2D) parts[0] += e->dur_us;
    else if (e->kind == PROF_EV_COPY && e->dir == RT_COPY_D2H) parts[2] += e->dur_us;
  }
}

static int distinct_kernels(const Prof *p, const char **names, int cap) {
  int n = 0;
  for (int i = 0; i < p->log.nk && n < cap; i++) {
    bool seen = false;
    for (int j = 0; j < n; j++) seen |= strcmp(names[j], p->log.kernels[i]->name) == 0;
    if (!seen) names[n++] = p->log.kernels[i]->name;
  }
  return n;
}

#define MAX_KERNELS 32
typedef struct Chart {
  double phases[PROF_PH_COUNT];
  int shown[PROF_PH_COUNT], nshown; /* the phases drawn: D2D only when there were such copies */
  const char *names[MAX_KERNELS];
  double parts[MAX_KERNELS][3];
  int nk;
  double scale;  /* pixels per microsecond, the same for every bar */
  int label_w;   /* the label column, sized to the longest label so none is clipped */
} Chart;

static int label_width(const char *s) { return (int)(strlen(s) * CHAR_W) + 16; }

static void chart_data(Prof *pr, Chart *c) {
  double most = 0;
  prof_phase_totals(pr, c->phases);
  c->nshown = 0;
  c->label_w = LABEL_MIN_W;
  for (int p = 0; p < PROF_PH_COUNT; p++) {
    if (p == PROF_PH_D2D && c->phases[p] == 0) continue; /* as the text summary */
    c->shown[c->nshown++] = p;
    most = c->phases[p] > most ? c->phases[p] : most;
    if (label_width(prof_phase_names[p]) > c->label_w) c->label_w = label_width(prof_phase_names[p]);
  }
  c->nk = distinct_kernels(pr, c->names, MAX_KERNELS);
  for (int k = 0; k < c->nk; k++) {
    if (label_width(c->names[k]) > c->label_w) c->label_w = label_width(c->names[k]);
    kernel_parts(pr, c->names[k], c->parts[k]);
    double sum = c->parts[k][0] + c->parts[k][1] + c->parts[k][2];
    most = sum > most ? sum : most;
  }
  c->scale = most > 0 ? BAR_MAX / most : 0;
}

static int phase_bars(FILE *f, const Chart *c, int y) {
  char b[32];
  for (int i = 0; i < c->nshown; i++, y += ROW_H) {
    int p = c->shown[i];
    label(f, c->label_w - 8, y + 13, "end", prof_phase_names[p]);
    rect(f, c->label_w, y, c->phases[p] * c->scale, phase_colors[p], prof_fmt_time(c->phases[p], b, sizeof b));
    label(f, c->label_w + (int)(c->phases[p] * c->scale) + 6, y + 13, "start", b);
  }
  return y;
}

static int kernel_bars(FILE *f, const Chart *c, int y) {
  static const int part_phase[3] = {PROF_PH_H2D, PROF_PH_COMPUTE, PROF_PH_D2H};
  char b[32];
  if (c->nk == 0) return y;
  label(f, 12, y + 20, "start", "Per kernel: copies in | compute | copies back (modeled)");
  y += 32;
  for (int k = 0; k < c->nk; k++, y += ROW_H) {
    label(f, c->label_w - 8, y + 13, "end", c->names[k]);
    double x = c->label_w;
    for (int q = 0; q < 3; q++) {
      rect(f, x, y, c->parts[k][q] * c->scale, phase_colors[part_phase[q]], prof_fmt_time(c->parts[k][q], b, sizeof b));
      x += c->parts[k][q] * c->scale;
    }
    label(f, (int)x + 6, y + 13, "start", prof_fmt_time(c->parts[k][0] + c->parts[k][1] + c->parts[k][2], b, sizeof b));
  }
  return y;
}

bool prof_write_svg(Prof *pr, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return prof_write_done("chart", path, NULL);
  Chart c;
  chart_data(pr, &c);
  int h = 44 + ROW_H * (c.nshown + c.nk) + (c.nk ? 32 : 0) + 40;
  int W = c.label_w + BAR_MAX + VALUE_W;
  if (W < 12 + 140 * c.nshown) W = 12 + 140 * c.nshown; /* the legend's row */
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
             "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n", W, h, W, h);
  fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, h);
  char title[160];
  snprintf(title, sizeof title, "Weft profile: time by phase (transfers and compute modeled, %s)", pr->device->name);
  label(f, 12, 24, "start", title);
  int y = kernel_bars(f, &c, phase_bars(f, &c, 44));
  for (int i = 0, lx = 12; i < c.nshown; i++, lx += 140) {
    int p = c.shown[i];
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n", lx, y + 12, phase_colors[p]);
    label(f, lx + 16, y + 23, "start", prof_phase_names[p]);
  }
  fputs("</svg>\n", f);
  return prof_write_done("chart", path, f);
}
