/* plot_module.c — the Figure methods (savefig, add_subplot, colorbar, ...) and inline display.
 *
 * The backend is Agg's: savefig writes files, show() does nothing from the command line. In
 * the Jupyter kernel (`weft --serve`) a display hook is installed, and show() and the end of a
 * cell display every open figure as image/png and close it, as matplotlib's inline backend. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

static PlotDisplayHook display_hook;

void plot_set_display_hook(PlotDisplayHook hook) { display_hook = hook; }

static char *base64(const unsigned char *d, size_t n, size_t *out_len) {
  static const char A[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  char *o = malloc(4 * ((n + 2) / 3) + 1);
  if (!o) return NULL;
  size_t k = 0;
  for (size_t i = 0; i < n; i += 3) {
    uint32_t v = (uint32_t)d[i] << 16 | (i + 1 < n ? (uint32_t)d[i + 1] << 8 : 0) |
                 (i + 2 < n ? d[i + 2] : 0);
    o[k++] = A[v >> 18 & 63], o[k++] = A[v >> 12 & 63];
    o[k++] = i + 1 < n ? A[v >> 6 & 63] : '=';
    o[k++] = i + 2 < n ? A[v & 63] : '=';
  }
  o[k] = '\0';
  *out_len = k;
  return o;
}

void plot_flush_inline(void) {
  if (!display_hook) return;
  PlotFigure *figs[256];
  int n = plot_open_figures(figs, 256);
  for (int i = 0; i < n; i++) {
    size_t len, blen;
    unsigned char *png = plot_render_png(figs[i], &len);
    char *b64 = png ? base64(png, len, &blen) : NULL;
    if (b64) display_hook("image/png", b64, blen);
    free(png), free(b64);
  }
  plot_close_all();
}

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* ---- savefig ---- */

static const char *extension(const char *path) {
  const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
  return dot && (!slash || dot > slash) ? dot + 1 : NULL;
}

void plot_savefig(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"fname", "dpi", "format", "bbox_inches", "transparent",
                                      "facecolor", "pad_inches", "edgecolor", "metadata"};
  Value a[9];
  rt_parse_args("savefig", argc, argv, kw, 9, names, 1, a);
  Value fname = rt_to_str(a[0]);
  int mark = rt_cleanup_push_value(&fname);
  const char *ext = extension(rt_str_data(fname));
  const char *fmt = rt_is_str(a[2]) ? rt_str_data(a[2]) : ext ? ext : "png";
  if (!rt_is_str(a[2]) && !ext) { /* matplotlib adds the default format's extension */
    Value full = rt_str_printf("%s.png", rt_str_data(fname));
    rt_decref(fname);
    fname = full;
  }
  static const char *const theirs[] = {"eps", "jpeg", "jpg", "pgf", "ps", "raw", "rgba",
                                       "svgz", "tif", "tiff", "webp"};
  if (strcmp(fmt, "png") && strcmp(fmt, "svg") && strcmp(fmt, "pdf")) {
    for (size_t i = 0; i < sizeof theirs / sizeof theirs[0]; i++)
      if (strcmp(fmt, theirs[i]) == 0)
        rt_raise(RT_EXC_ValueError, "Format '%s' is not supported by Weft (supported formats: "
                 "pdf, png, svg)", fmt);
    rt_raise(RT_EXC_ValueError, "Format '%s' is not supported (supported formats: eps, jpeg, jpg, "
             "pdf, pgf, png, ps, raw, rgba, svg, svgz, tif, tiff, webp)", fmt);
  }
  double dpi = given(a[1]) && !rt_is_str(a[1]) ? rt_to_double(a[1], "dpi") : f->dpi;
  bool transparent = given(a[4]) && rt_truthy(a[4]);
  if (!plot_render_file(f, rt_str_data(fname), fmt, dpi, transparent))
    rt_raise_os_error(errno, fname);
  rt_cleanup_pop(mark, true);
}

/* ---- Figure methods ---- */

static PlotFigure *self_fig(Value self) {
  PlotFigure *f = plot_figure_of(self);
  if (!f) rt_raise(RT_EXC_TypeError, "descriptor requires a 'Figure' object");
  return f;
}

static Value fm_savefig(Value self, int argc, const Value *argv, const Kwargs *kw) {
  plot_savefig(self_fig(self), argc, argv, kw);
  return rt_none();
}

/* add_subplot(), add_subplot(nrows, ncols, index), add_subplot(221) */
PlotAxes *plot_subplot_on(PlotFigure *f, const char *fname, int argc, const Value *argv,
                            const Kwargs *kw) {
  static const char *const names[] = {"nrows", "ncols", "index", "projection", "facecolor"};
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, 5, names, 0, a);
  int64_t r = 1, c = 1, i = 1;
  if (rt_is_undef(a[0])) {
  } else if (rt_is_undef(a[1])) {
    int64_t code = rt_to_index(a[0], "subplot");
    if (code < 111 || code > 999)
      rt_raise(RT_EXC_ValueError, "Single argument to subplot must be a three-digit integer, "
               "not %lld", (long long)code);
    r = code / 100, c = code / 10 % 10, i = code % 10;
  } else {
    r = rt_to_index(a[0], "nrows"), c = rt_to_index(a[1], "ncols");
    i = rt_is_undef(a[2]) ? 1 : rt_to_index(a[2], "index");
  }
  if (i < 1 || i > r * c)
    rt_raise(RT_EXC_ValueError, "num must be 1 <= num <= %lld, not %lld",
             (long long)(r * c), (long long)i);
  PlotAxes *made = plot_add_axes(f, (int)r, (int)c, (int)i);
  for (int k = 0; k + 1 < f->naxes; k++) /* the same place again: matplotlib's existing Axes */
    if (memcmp(f->axes[k]->rect, made->rect, sizeof made->rect) == 0) {
      f->naxes--;
      plot_artist_cleanup_axes(made);
      f->current = k;
      return f->axes[k];
    }
  return made;
}

static Value fm_add_subplot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return plot_axes_value(plot_subplot_on(self_fig(self), "add_subplot", argc, argv, kw));
}

static const char *const CBAR_P[] = {"mappable", "cax", "ax", "label", "shrink", "fraction",
                                     "pad", "orientation"};

Value plot_colorbar_on(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw) {
  Value a[8];
  rt_parse_args("colorbar", argc, argv, kw, 8, CBAR_P, 0, a);
  PlotAxes *ax = given(a[2]) ? plot_axes_of(a[2]) : NULL;
  if (!ax) {
    if (f->current < 0) plot_current_axes();
    ax = f->axes[f->current < 0 ? 0 : f->current];
  }
  return plot_colorbar(ax, a[3]);
}

static Value fm_colorbar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return plot_colorbar_on(self_fig(self), argc, argv, kw);
}

Value plot_suptitle_on(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"t", "fontsize", "x", "y"};
  Value a[4];
  rt_parse_args("suptitle", argc, argv, kw, 4, names, 1, a);
  free(f->suptitle);
  f->suptitle = plot_strdup_value(a[0]);
  return plot_text_value(0.5, 0.98, f->suptitle);
}

static Value fm_suptitle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return plot_suptitle_on(self_fig(self), argc, argv, kw);
}

static Value fm_get_size_inches(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("get_size_inches", argc, kw, 0, 0);
  (void)argv;
  PlotFigure *f = self_fig(self);
  int64_t two = 2;
  Value r = rt_array_new(DT_FLOAT64, 1, &two, false);
  ((double *)RT_AS(Array, r)->data)[0] = f->w_in;
  ((double *)RT_AS(Array, r)->data)[1] = f->h_in;
  return r;
}

void plot_parse_size(Value v, double *w, double *h) {
  Value t = rt_array_from_value(v, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&t);
  if (RT_AS(Array, t)->size != 2) rt_raise(RT_EXC_ValueError, "figure size must be a (width, height) pair");
  Value c = rt_array_contiguous(t, false);
  *w = ((double *)RT_AS(Array, c)->data)[0], *h = ((double *)RT_AS(Array, c)->data)[1];
  rt_decref(c);
  rt_cleanup_pop(mark, true);
  if (!(*w > 0) || !(*h > 0) || !isfinite(*w) || !isfinite(*h))
    rt_raise(RT_EXC_ValueError, "figure size must be positive finite not (%g, %g)", *w, *h);
}

static Value fm_set_size_inches(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"w", "h", "forward"};
  Value a[3];
  rt_parse_args("set_size_inches", argc, argv, kw, 3, names, 1, a);
  PlotFigure *f = self_fig(self);
  if (given(a[1])) f->w_in = rt_to_double(a[0], "w"), f->h_in = rt_to_double(a[1], "h");
  else plot_parse_size(a[0], &f->w_in, &f->h_in);
  return rt_none();
}

/* tight_layout: Weft's layout already keeps labels inside the default margins */
static Value fm_tight_layout(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value fm_gca(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("gca", argc, kw, 0, 0);
  (void)argv;
  PlotFigure *f = self_fig(self);
  return plot_axes_value(f->current < 0 ? plot_add_axes(f, 1, 1, 1) : f->axes[f->current]);
}

static const struct {
  const char *name;
  NativeFn fn;
} fig_methods[] = {
    {"savefig", fm_savefig},       {"add_subplot", fm_add_subplot},
    {"colorbar", fm_colorbar},     {"suptitle", fm_suptitle},
    {"get_size_inches", fm_get_size_inches}, {"set_size_inches", fm_set_size_inches},
    {"tight_layout", fm_tight_layout}, {"gca", fm_gca},
};

NativeFn plot_figure_method(const char *name) {
  for (size_t i = 0; i < sizeof fig_methods / sizeof fig_methods[0]; i++)
    if (strcmp(fig_methods[i].name, name) == 0) return fig_methods[i].fn;
  return NULL;
}
