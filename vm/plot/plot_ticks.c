/* plot_ticks.c — where the ticks go and what their labels say.
 *
 * Linear axes take matplotlib's AutoLocator approach: the step is the smallest of
 * 1, 2, 2.5, 5, 10 x 10^k that covers the view in at most nbins intervals, ticks are the
 * multiples of it (the caller keeps those inside the view). Labels are ScalarFormatter's: as
 * few decimals as tell every tick apart exactly, a Unicode minus, and a common power of ten
 * written once at the axis' end ("1e6") when the largest value is 1e6 or more or under 1e-4.
 * Log axes tick each decade (every few decades when there are many), labelled 10^k. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "plot.h"

static const double STEPS[] = {1, 2, 2.5, 5, 10};

int plot_ticks_linear(double lo, double hi, int nbins, double *out, int max) {
  if (!(hi > lo) || !isfinite(lo) || !isfinite(hi)) {
    if (max > 0 && isfinite(lo)) out[0] = lo;
    return max > 0 && isfinite(lo) ? 1 : 0;
  }
  double raw = (hi - lo) / nbins, scale = pow(10, floor(log10(raw)));
  double step = 10 * scale;
  for (size_t i = 0; i < sizeof STEPS / sizeof STEPS[0]; i++)
    if (STEPS[i] * scale >= raw * (1 - 1e-9)) {
      step = STEPS[i] * scale;
      break;
    }
  double first = ceil(lo / step - 1e-9), last = floor(hi / step + 1e-9);
  int n = 0;
  for (double k = first; k <= last && n < max; k++) {
    double t = k * step;
    out[n++] = fabs(t) < step * 1e-10 ? 0.0 : t;
  }
  return n;
}

int plot_ticks_log(double lo, double hi, double *out, int max) {
  if (!(lo > 0) || !(hi > lo)) return 0;
  int k0 = (int)ceil(log10(lo) - 1e-9), k1 = (int)floor(log10(hi) + 1e-9);
  int stride = 1;
  while ((k1 - k0) / stride + 1 > 10) stride++;
  int n = 0;
  for (int k = k0; k <= k1 && n < max; k++)
    if ((k - k0) % stride == 0) out[n++] = pow(10, k);
  return n;
}

/* Does every tick, shown with d decimals, read back as itself? */
static bool decimals_enough(const double *t, int n, double scale, int d) {
  double p = pow(10, d);
  for (int i = 0; i < n; i++) {
    double v = t[i] / scale * p;
    if (fabs(v - nearbyint(v)) > 1e-6 * fmax(1, fabs(v))) return false;
  }
  return true;
}

void plot_tick_labels(const double *t, int n, char (*labels)[32], char *offset, size_t offsz) {
  double big = 0;
  for (int i = 0; i < n; i++) big = fmax(big, fabs(t[i]));
  int oom = big > 0 ? (int)floor(log10(big)) : 0;
  bool sci = big > 0 && (oom >= 6 || oom <= -5);
  double scale = sci ? pow(10, oom) : 1;
  if (sci) snprintf(offset, offsz, "1e%s%d", oom < 0 ? "\xe2\x88\x92" : "", oom < 0 ? -oom : oom);
  else offset[0] = '\0';
  int d = 0;
  while (d < 12 && !decimals_enough(t, n, scale, d)) d++;
  for (int i = 0; i < n; i++) {
    double v = t[i] / scale;
    if (fabs(v) < 0.5 * pow(10, -d)) v = 0;
    /* U+2212 MINUS SIGN, as matplotlib writes negative ticks */
    int at = v < 0 ? snprintf(labels[i], 32, "\xe2\x88\x92") : 0;
    snprintf(labels[i] + at, (size_t)(32 - at), "%.*f", d, fabs(v));
  }
}

void plot_autoscale(double lo, double hi, bool log, double margin, double *vlo, double *vhi) {
  if (log) {
    lo = lo > 0 ? log10(lo) : 0;
    hi = hi > 0 ? log10(hi) : lo + 1;
  }
  if (!isfinite(lo) || !isfinite(hi)) lo = 0, hi = 1;
  if (hi == lo) { /* a single value: widen by 5% of itself (0.05 at zero), as nonsingular */
    double d = lo == 0 ? 0.05 : 0.05 * fabs(lo);
    lo -= d, hi += d;
  }
  double span = hi - lo;
  lo -= margin * span, hi += margin * span;
  *vlo = log ? pow(10, lo) : lo;
  *vhi = log ? pow(10, hi) : hi;
}
