/* plot_artists.c — what an Axes draws: plot (lines and markers, with format strings), scatter,
 * bar (numbers or category names on x), hist (np.histogram's counts and edges, drawn as bars
 * or a step outline), imshow (values through a colormap, or RGB(A)) and colorbar; and the
 * handles they return (Line2D, PathCollection, BarContainer, AxesImage, Colorbar), whose reprs
 * are matplotlib's. Data is copied into the artist as doubles when it is drawn. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

/* ---- handles ---- */

typedef enum { H_LINE, H_PATHS, H_BARS, H_IMAGE, H_COLORBAR, H_POLYGON } HandleKind;

typedef struct Handle {
  Obj hdr;
  HandleKind kind;
  int64_t a, b;
  PlotFigure *fig; /* colorbar: the figure and the index of its axes */
  int axes;
} Handle;

static void handle_free(Obj *o) {
  Handle *h = (Handle *)o;
  if (h->fig) plot_figure_release(h->fig);
  free(o);
}

static Value handle_repr(Value self) {
  Handle *h = RT_AS(Handle, self);
  unsigned long long at = (unsigned long long)(uintptr_t)self.as.o;
  switch (h->kind) {
    case H_LINE: return rt_str_printf("<matplotlib.lines.Line2D object at 0x%llx>", at);
    case H_PATHS: return rt_str_printf("<matplotlib.collections.PathCollection object at 0x%llx>", at);
    case H_BARS: return rt_str_printf("<BarContainer object of %lld artists>", (long long)h->a);
    case H_IMAGE: return rt_str_printf("AxesImage(size=(%lld, %lld))", (long long)h->a, (long long)h->b);
    case H_COLORBAR: return rt_str_printf("<matplotlib.colorbar.Colorbar object at 0x%llx>", at);
    default: return rt_str_printf("<matplotlib.patches.Polygon object at 0x%llx>", at);
  }
}

static int64_t handle_len(Value self) {
  Handle *h = RT_AS(Handle, self);
  if (h->kind != H_BARS) rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", rt_type_name(self));
  return h->a;
}

static Value cb_set_label(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"label", "loc", "fontsize"};
  Value a[3];
  rt_parse_args("set_label", argc, argv, kw, 3, names, 1, a);
  Handle *h = RT_AS(Handle, self);
  PlotAxes *ax = h->fig->axes[h->axes];
  free(ax->colorbar_label);
  ax->colorbar_label = plot_strdup_value(a[0]);
  return rt_none();
}

static Value handle_getattr(Value self, const char *name) {
  if (RT_AS(Handle, self)->kind == H_COLORBAR && strcmp(name, "set_label") == 0)
    return rt_native_bind("set_label", cb_set_label, self);
  return rt_undef();
}

static const ObjType handle_types[6] = {
#define T(k) {.name = #k, .free = handle_free, .repr = handle_repr, .getattr = handle_getattr, .len = handle_len}
    T(Line2D), T(PathCollection), T(BarContainer), T(AxesImage), T(Colorbar), T(Polygon)
#undef T
};

static Value handle_new(HandleKind k, int64_t a, int64_t b) {
  Handle *h = rt_calloc(1, sizeof *h);
  rt_obj_init(&h->hdr, &handle_types[k]);
  h->kind = k, h->a = a, h->b = b;
  return rt_obj(h);
}

/* ---- data in ---- */

Value plot_as_f64(Value v) {
  Value a = rt_array_from_value(v, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&a);
  Value c = rt_array_contiguous(a, false);
  rt_cleanup_pop(mark, true);
  return c;
}

double *plot_doubles(int64_t n) { return rt_malloc(sizeof(double) * (size_t)(n > 0 ? n : 1)); }

static double *copy_doubles(const Array *a) {
  double *d = plot_doubles(a->size);
  memcpy(d, a->data, sizeof *d * (size_t)a->size);
  return d;
}

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static void shape_text(const Array *a, char *buf, size_t n) {
  size_t at = (size_t)snprintf(buf, n, "(");
  for (int i = 0; i < a->ndim && at < n; i++)
    at += (size_t)snprintf(buf + at, n - at, "%lld%s", (long long)a->shape[i],
                           a->ndim == 1 ? "," : i + 1 < a->ndim ? ", " : "");
  snprintf(buf + at, n - at > 0 ? n - at : 0, ")");
}

static PlotAxes *self_axes(Value self) {
  PlotAxes *ax = plot_axes_of(self);
  if (!ax) rt_raise(RT_EXC_TypeError, "descriptor requires an 'Axes' object");
  return ax;
}

static bool is(const char *a, const char *b) { return strcmp(a, b) == 0; }

/* ---- plot ---- */

typedef struct LineStyle {
  bool has_color, linestyle_set;
  PlotRGBA color;
  char linestyle, marker;
  double linewidth, markersize, alpha;
  char *label;
} LineStyle;

static const char MARKERS[] = "o.s^v<>x+*Dd|_p";

static void parse_fmt(const char *fmt, LineStyle *st) {
  const char *p = fmt;
  while (*p) {
    if (p[0] == '-' && p[1] == '-') st->linestyle = '=', st->linestyle_set = true, p += 2;
    else if (p[0] == '-' && p[1] == '.') st->linestyle = '.', st->linestyle_set = true, p += 2;
    else if (p[0] == '-' || p[0] == ':') st->linestyle = p[0], st->linestyle_set = true, p++;
    else if (p[0] == 'C' && p[1] >= '0' && p[1] <= '9') {
      st->color = plot_cycle_color(p[1] - '0'), st->has_color = true, p += 2;
    } else if (strchr("bgrcmykw", *p)) {
      Value s = rt_str_new(p, 1);
      st->color = plot_parse_color(s), st->has_color = true;
      rt_decref(s);
      p++;
    } else if (strchr(MARKERS, *p)) {
      st->marker = *p++;
    } else {
      rt_raise(RT_EXC_ValueError, "'%s' is not a valid format string (unrecognized character '%c')",
               fmt, *p);
    }
  }
  if (st->marker && !st->linestyle_set) st->linestyle = 0;
}

char plot_parse_linestyle(Value v) {
  const char *s = rt_is_str(v) ? rt_str_data(v) : "?";
  if (is(s, "-") || is(s, "solid")) return '-';
  if (is(s, "--") || is(s, "dashed")) return '=';
  if (is(s, ":") || is(s, "dotted")) return ':';
  if (is(s, "-.") || is(s, "dashdot")) return '.';
  if (is(s, "") || is(s, "None") || is(s, " ") || is(s, "none")) return 0;
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "%s is not a valid value for ls; supported values are '-', '--', "
           "'-.', ':', 'None', ' ', '', 'solid', 'dashed', 'dashdot', 'dotted'", rt_str_data(r));
}

static char parse_marker(Value v) {
  const char *m = rt_is_str(v) ? rt_str_data(v) : "";
  return (m[0] && !m[1] && strchr(MARKERS, m[0])) ? m[0] : 0;
}

/* Line2D's keyword properties onto st; an unknown one raises as matplotlib's Line2D.set(). */
static void line_kwargs(const Kwargs *kw, LineStyle *st) {
  static const char *const ignored[] = {"zorder", "markerfacecolor", "mfc", "markeredgecolor",
                                        "mec", "drawstyle", "antialiased", "scalex", "scaley",
                                        "solid_capstyle", "markevery"};
  for (int i = 0; kw && i < kw->n; i++) {
    const char *k = kw->names[i];
    Value v = kw->values[i];
    if (is(k, "color") || is(k, "c")) st->color = plot_parse_color(v), st->has_color = true;
    else if (is(k, "linestyle") || is(k, "ls")) st->linestyle = plot_parse_linestyle(v), st->linestyle_set = true;
    else if (is(k, "linewidth") || is(k, "lw")) st->linewidth = rt_to_double(v, "linewidth");
    else if (is(k, "marker")) st->marker = parse_marker(v);
    else if (is(k, "markersize") || is(k, "ms")) st->markersize = rt_to_double(v, "markersize");
    else if (is(k, "alpha")) st->alpha = rt_is_none(v) ? 1 : rt_to_double(v, "alpha");
    else if (is(k, "label")) {
      free(st->label);
      st->label = rt_is_none(v) ? NULL : plot_strdup_value(v);
    } else {
      size_t j = 0;
      while (j < sizeof ignored / sizeof ignored[0] && !is(k, ignored[j])) j++;
      if (j == sizeof ignored / sizeof ignored[0])
        rt_raise(RT_EXC_AttributeError, "Line2D.set() got an unexpected keyword argument '%s'", k);
    }
  }
}

/* One x, y[, fmt] group: a line per column of y; appends a Line2D handle per line to out. */
static void plot_group(PlotAxes *ax, Value xv, Value yv, const LineStyle *base, Value out) {
  Value y = plot_as_f64(yv), x = rt_undef();
  int mark = rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&x);
  Array *ya = RT_AS(Array, y);
  int64_t rows = ya->ndim ? ya->shape[0] : 1, cols = ya->ndim == 2 ? ya->shape[1] : 1;
  if (rt_is_undef(xv)) {
    x = rt_array_new(DT_FLOAT64, 1, &rows, false);
    for (int64_t i = 0; i < rows; i++) ((double *)RT_AS(Array, x)->data)[i] = (double)i;
  } else {
    x = plot_as_f64(xv);
  }
  Array *xa = RT_AS(Array, x);
  if (ya->ndim > 2 || xa->ndim > 2) {
    char xs[64], ys[64];
    shape_text(xa, xs, sizeof xs), shape_text(ya, ys, sizeof ys);
    rt_raise(RT_EXC_ValueError, "x and y can be no greater than 2D, but have shapes %s and %s", xs, ys);
  }
  if ((xa->ndim ? xa->shape[0] : 1) != rows) {
    char xs[64], ys[64];
    shape_text(xa, xs, sizeof xs), shape_text(ya, ys, sizeof ys);
    rt_raise(RT_EXC_ValueError, "x and y must have same first dimension, but have shapes %s and %s",
             xs, ys);
  }
  if (xa->ndim > 1) rt_raise(RT_EXC_ValueError, "x must be 1-D in Weft's plot()");
  for (int64_t c = 0; c < cols; c++) {
    PlotArtist a;
    plot_artist_init(&a, PA_LINE);
    int am = rt_cleanup_push(plot_artist_cleanup, &a);
    a.n = rows;
    a.x = copy_doubles(xa);
    a.y = plot_doubles(rows);
    for (int64_t r = 0; r < rows; r++) a.y[r] = ((double *)ya->data)[r * cols + c];
    a.linestyle = base->linestyle, a.marker = base->marker;
    a.linewidth = base->linewidth, a.markersize = base->markersize, a.alpha = base->alpha;
    if (base->label && c == 0) a.label = strdup(base->label);
    a.color = base->has_color ? base->color : plot_next_color(ax);
    Value h = handle_new(H_LINE, 0, 0);
    rt_list_append(out, h);
    rt_decref(h);
    plot_push_artist(ax, &a);
    rt_cleanup_pop(am, false);
  }
  rt_cleanup_pop(mark, true);
}

static void free_label(void *p) { free(((LineStyle *)p)->label); }

static Value m_plot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  PlotAxes *ax = self_axes(self);
  Value out = rt_list_new(1);
  LineStyle st = {0};
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push(free_label, &st); /* once, on a variable that lives to the pop */
  for (int i = 0; i < argc;) {
    Value x = rt_undef(), y = argv[i++];
    if (i < argc && !rt_is_str(argv[i])) x = y, y = argv[i++];
    const char *fmt = i < argc && rt_is_str(argv[i]) ? rt_str_data(argv[i++]) : NULL;
    free(st.label);
    st = (LineStyle){false, false, {0, 0, 0, 1}, '-', 0, 1.5, 6, 1, NULL};
    if (fmt) parse_fmt(fmt, &st);
    line_kwargs(kw, &st);
    plot_group(ax, x, y, &st, out);
  }
  free(st.label);
  st.label = NULL;
  rt_cleanup_pop(mark, false); /* out goes to the caller; the label is freed */
  return out;
}

/* ---- scatter ---- */

static void minmax(const double *d, int64_t n, double *lo, double *hi) {
  *lo = INFINITY, *hi = -INFINITY;
  for (int64_t i = 0; i < n; i++)
    if (isfinite(d[i])) *lo = fmin(*lo, d[i]), *hi = fmax(*hi, d[i]);
}

static Value m_scatter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "y", "s", "c", "marker", "cmap", "norm", "vmin",
                                      "vmax", "alpha", "linewidths", "edgecolors", "label",
                                      "color", "zorder"};
  PlotAxes *ax = self_axes(self);
  Value v[15];
  rt_parse_args("scatter", argc, argv, kw, 15, names, 2, v);
  Value x = plot_as_f64(v[0]), y = rt_undef(), c = rt_undef(), s = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y), rt_cleanup_push_value(&c), rt_cleanup_push_value(&s);
  y = plot_as_f64(v[1]);
  int64_t n = RT_AS(Array, x)->size;
  if (RT_AS(Array, y)->size != n) rt_raise(RT_EXC_ValueError, "x and y must be the same size");
  bool c_values = given(v[3]) && !rt_is_str(v[3]) && !(rt_is_tuple(v[3]) && RT_AS(Tuple, v[3])->n != n);
  if (c_values) {
    c = plot_as_f64(v[3]);
    if (RT_AS(Array, c)->size != n)
      rt_raise(RT_EXC_ValueError, "'c' argument has %lld elements, which is inconsistent with "
               "'x' and 'y' with size %lld.", (long long)RT_AS(Array, c)->size, (long long)n);
  }
  if (given(v[2])) {
    s = plot_as_f64(v[2]);
    if (RT_AS(Array, s)->size != 1 && RT_AS(Array, s)->size != n)
      rt_raise(RT_EXC_ValueError, "s must be a scalar, or float array-like with the same size as x and y");
  }
  PlotArtist a;
  plot_artist_init(&a, PA_SCATTER);
  rt_cleanup_push(plot_artist_cleanup, &a);
  a.cmap = plot_parse_cmap(v[5]);
  a.n = n, a.marker = 'o', a.linestyle = 0;
  if (parse_marker(v[4])) a.marker = parse_marker(v[4]);
  if (given(v[9])) a.alpha = rt_to_double(v[9], "alpha");
  a.x = copy_doubles(RT_AS(Array, x)), a.y = copy_doubles(RT_AS(Array, y));
  if (!rt_is_undef(s)) {
    a.s = plot_doubles(n);
    const Array *sa = RT_AS(Array, s);
    for (int64_t i = 0; i < n; i++) a.s[i] = ((double *)sa->data)[sa->size == 1 ? 0 : i];
  }
  if (!rt_is_undef(c)) {
    a.c = copy_doubles(RT_AS(Array, c));
    minmax(a.c, n, &a.vmin, &a.vmax);
    if (given(v[7])) a.vmin = rt_to_double(v[7], "vmin");
    if (given(v[8])) a.vmax = rt_to_double(v[8], "vmax");
  }
  if (given(v[13])) a.color = plot_parse_color(v[13]);
  else if (given(v[3]) && !c_values) a.color = plot_parse_color(v[3]);
  else a.color = plot_next_patch_color(ax);
  if (given(v[12])) a.label = plot_strdup_value(v[12]);
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return handle_new(H_PATHS, n, 0);
}

/* ---- bar ---- */

/* Category names on x (plt.bar(['a', 'b'], ...)): positions 0, 1, ..., the names as ticks. */
static Value category_positions(PlotAxes *ax, Value xv) {
  if (!rt_is_list(xv) && !rt_is_tuple(xv)) return rt_undef();
  int64_t n = rt_is_list(xv) ? RT_AS(List, xv)->n : RT_AS(Tuple, xv)->n;
  const Value *it = rt_is_list(xv) ? RT_AS(List, xv)->items : RT_AS(Tuple, xv)->items;
  if (n == 0 || !rt_is_str(it[0])) return rt_undef();
  Value pos = rt_array_new(DT_FLOAT64, 1, &n, false);
  for (int64_t i = 0; i < n; i++) {
    int k = 0;
    while (k < ax->ncats && strcmp(ax->cats[k], rt_str_data(it[i])) != 0) k++;
    if (k == ax->ncats) {
      ax->cats = rt_realloc(ax->cats, sizeof *ax->cats * (size_t)(ax->ncats + 1));
      ax->cats[ax->ncats++] = plot_strdup_value(it[i]);
    }
    ((double *)RT_AS(Array, pos)->data)[i] = k;
  }
  return pos;
}

/* arr's values spread to n (one value repeats); matplotlib's message when they do not fit. */
static double *spread(Value arr, int64_t n, int argi) {
  const Array *a = RT_AS(Array, arr);
  if (a->size != 1 && a->size != n) {
    char s[64];
    shape_text(a, s, sizeof s);
    rt_raise(RT_EXC_ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  "
             "Mismatch is between arg 0 with shape (%lld,) and arg %d with shape %s.",
             (long long)n, argi, s);
  }
  double *d = plot_doubles(n);
  for (int64_t i = 0; i < n; i++) d[i] = ((double *)a->data)[a->size == 1 ? 0 : i];
  return d;
}

/* Fills a's bars from x, heights, widths and bottoms (arrays of float64). */
static void fill_bars(PlotArtist *a, Value x, Value h, Value w, Value b) {
  int64_t nx = RT_AS(Array, x)->size, nh = RT_AS(Array, h)->size;
  int64_t n = nx == 1 ? nh : nx;
  a->n = n;
  a->x = spread(x, n, 0);
  a->y = spread(h, n, 1);
  a->w = spread(w, n, 2);
  a->bottom = spread(b, n, 3);
}

static Value m_bar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "height", "width", "bottom", "align", "color",
                                      "edgecolor", "label", "alpha", "linewidth", "tick_label",
                                      "yerr", "zorder", "log"};
  PlotAxes *ax = self_axes(self);
  Value v[14];
  rt_parse_args("bar", argc, argv, kw, 14, names, 2, v);
  Value x = category_positions(ax, v[0]), h = rt_undef(), w = rt_undef(), b = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&h), rt_cleanup_push_value(&w), rt_cleanup_push_value(&b);
  if (rt_is_undef(x)) x = plot_as_f64(v[0]);
  h = plot_as_f64(v[1]);
  w = plot_as_f64(rt_is_undef(v[2]) ? rt_float(0.8) : v[2]);
  b = plot_as_f64(given(v[3]) ? v[3] : rt_float(0));
  PlotArtist a;
  plot_artist_init(&a, PA_BAR);
  rt_cleanup_push(plot_artist_cleanup, &a);
  fill_bars(&a, x, h, w, b);
  if (rt_is_str(v[4]) && is(rt_str_data(v[4]), "edge"))
    for (int64_t i = 0; i < a.n; i++) a.x[i] += a.w[i] / 2;
  if (given(v[6])) a.edge = plot_parse_color(v[6]);
  if (given(v[7])) a.label = plot_strdup_value(v[7]);
  if (given(v[8])) a.alpha = rt_to_double(v[8], "alpha");
  a.color = given(v[5]) ? plot_parse_color(v[5]) : plot_next_patch_color(ax);
  int64_t n = a.n;
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return handle_new(H_BARS, n, 0);
}

/* ---- hist ---- */

/* numpy.histogram(x, bins=, range=, density=, weights=) as (counts, edges) float64 arrays. */
static void histogram(Value x, const Value *opt, Value *counts, Value *edges) {
  static const char *const kn[] = {"bins", "range", "density", "weights"};
  const char *names[4];
  Value vals[4];
  int nkw = 0;
  for (int i = 0; i < 4; i++)
    if (given(opt[i])) names[nkw] = kn[i], vals[nkw++] = opt[i];
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value fn = rt_module_lookup(np, "histogram");
  Kwargs kw = {nkw, names, vals};
  Value r = rt_call(fn, 1, &x, &kw);
  rt_cleanup_push_value(&r);
  *counts = plot_as_f64(RT_AS(Tuple, r)->items[0]); /* the caller's cleanups hold counts and edges */
  *edges = plot_as_f64(RT_AS(Tuple, r)->items[1]);
  rt_cleanup_pop(mark, true);
}

static Value m_hist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "bins", "range", "density", "weights", "histtype",
                                      "color", "label", "alpha", "edgecolor", "rwidth", "log",
                                      "align", "orientation", "linewidth", "cumulative"};
  PlotAxes *ax = self_axes(self);
  Value v[16];
  rt_parse_args("hist", argc, argv, kw, 16, names, 1, v);
  Value counts = rt_undef(), edges = rt_undef(), x = rt_undef(), w = rt_undef(), b = rt_undef();
  int mark = rt_cleanup_push_value(&counts);
  rt_cleanup_push_value(&edges), rt_cleanup_push_value(&x), rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&b);
  histogram(v[0], v + 1, &counts, &edges);
  int64_t n = RT_AS(Array, counts)->size;
  const double *e = (const double *)RT_AS(Array, edges)->data;
  double rw = given(v[10]) ? fmin(fmax(rt_to_double(v[10], "rwidth"), 0), 1) : 1;
  x = rt_array_new(DT_FLOAT64, 1, &n, false), w = rt_array_new(DT_FLOAT64, 1, &n, false);
  for (int64_t i = 0; i < n; i++) {
    ((double *)RT_AS(Array, x)->data)[i] = (e[i] + e[i + 1]) / 2;
    ((double *)RT_AS(Array, w)->data)[i] = (e[i + 1] - e[i]) * rw;
  }
  b = plot_as_f64(rt_float(0));
  bool step = rt_is_str(v[5]) && strncmp(rt_str_data(v[5]), "step", 4) == 0;
  PlotArtist a;
  plot_artist_init(&a, step ? PA_STEP : PA_BAR);
  rt_cleanup_push(plot_artist_cleanup, &a);
  fill_bars(&a, x, counts, w, b);
  if (given(v[9])) a.edge = plot_parse_color(v[9]);
  if (given(v[7])) a.label = plot_strdup_value(v[7]);
  if (given(v[8])) a.alpha = rt_to_double(v[8], "alpha");
  if (given(v[11]) && rt_truthy(v[11])) ax->ys.log = true;
  a.color = given(v[6]) ? plot_parse_color(v[6]) : plot_next_color(ax);
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  Value patches = step ? rt_list_new(1) : handle_new(H_BARS, n, 0);
  if (step) {
    Value poly = handle_new(H_POLYGON, 0, 0);
    rt_list_append(patches, poly);
    rt_decref(poly);
  }
  Value items[3] = {counts, edges, patches};
  Value out = rt_tuple_from(3, items);
  rt_decref(patches);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- imshow ---- */

static const char *const IMSHOW_P[] = {"X", "cmap", "norm", "aspect", "interpolation", "alpha",
                                       "vmin", "vmax", "origin", "extent"};

static void image_extent(PlotArtist *a, Value ext, bool lower) {
  if (given(ext)) {
    Value t = plot_as_f64(ext);
    int mark = rt_cleanup_push_value(&t);
    int64_t n = RT_AS(Array, t)->size;
    if (n < 4) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected 4, got %lld)", (long long)n);
    if (n > 4) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 4)");
    memcpy(a->extent, RT_AS(Array, t)->data, sizeof a->extent);
    rt_cleanup_pop(mark, true);
    return;
  }
  double w = (double)a->cols, h = (double)a->rows;
  double def[4] = {-0.5, w - 0.5, lower ? -0.5 : h - 0.5, lower ? h - 0.5 : -0.5};
  memcpy(a->extent, def, sizeof def);
}

static Value m_imshow(Value self, int argc, const Value *argv, const Kwargs *kw) {
  PlotAxes *ax = self_axes(self);
  Value v[10];
  rt_parse_args("imshow", argc, argv, kw, 10, IMSHOW_P, 1, v);
  Value img = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&img);
  Array *ia = RT_AS(Array, img);
  bool rgb = ia->ndim == 3 && (ia->shape[2] == 3 || ia->shape[2] == 4);
  if (ia->ndim != 2 && !rgb) {
    char s[64];
    shape_text(ia, s, sizeof s);
    rt_raise(RT_EXC_TypeError, "Invalid shape %s for image data", s);
  }
  bool bytes = rt_dtypes[ia->dtype].kind == 'u' || rt_dtypes[ia->dtype].kind == 'i';
  Value f = plot_as_f64(img);
  rt_cleanup_push_value(&f);
  PlotArtist a;
  plot_artist_init(&a, PA_IMAGE);
  rt_cleanup_push(plot_artist_cleanup, &a);
  a.rows = ia->shape[0], a.cols = ia->shape[1], a.depth = rgb ? (int)ia->shape[2] : 1;
  a.n = a.rows * a.cols;
  a.pix = copy_doubles(RT_AS(Array, f));
  if (rgb && bytes)
    for (int64_t i = 0; i < RT_AS(Array, f)->size; i++) a.pix[i] /= 255.0;
  a.cmap = plot_parse_cmap(v[1]);
  minmax(a.pix, a.n * a.depth, &a.vmin, &a.vmax);
  if (given(v[6])) a.vmin = rt_to_double(v[6], "vmin");
  if (given(v[7])) a.vmax = rt_to_double(v[7], "vmax");
  if (given(v[5])) a.alpha = rt_to_double(v[5], "alpha");
  a.origin_lower = rt_is_str(v[8]) && is(rt_str_data(v[8]), "lower");
  image_extent(&a, v[9], a.origin_lower);
  int64_t rows = a.rows, cols = a.cols;
  ax->equal_aspect = !(rt_is_str(v[3]) && is(rt_str_data(v[3]), "auto"));
  ax->y_inverted = a.extent[2] > a.extent[3];
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return handle_new(H_IMAGE, rows, cols);
}

/* ---- colorbar: of the last image (or coloured scatter) on the axes ---- */

Value plot_colorbar(PlotAxes *ax, Value label) {
  int found = -1;
  for (int i = 0; i < ax->nartists; i++)
    if ((ax->artists[i].kind == PA_IMAGE && ax->artists[i].depth == 1) || ax->artists[i].c)
      found = i;
  if (found < 0)
    rt_raise(RT_EXC_RuntimeError, "No mappable was found to use for colorbar creation. First "
             "define a mappable such as an image (with imshow) or a contour set (with contourf).");
  if (given(label)) {
    free(ax->colorbar_label);
    ax->colorbar_label = plot_strdup_value(label);
  }
  ax->has_colorbar = true, ax->colorbar_of = found;
  Value h = handle_new(H_COLORBAR, 0, 0);
  Handle *hd = RT_AS(Handle, h);
  for (int i = 0; i < ax->fig->naxes; i++)
    if (ax->fig->axes[i] == ax) hd->axes = i;
  hd->fig = ax->fig;
  ax->fig->refs++;
  return h;
}


static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"plot", m_plot}, {"scatter", m_scatter}, {"bar", m_bar}, {"hist", m_hist}, {"imshow", m_imshow},
};

NativeFn plot_axes_method(const char *name) {
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (is(methods[i].name, name)) return methods[i].fn;
  NativeFn fn = plot_axes_mark_method(name);
  return fn ? fn : plot_axes_label_method(name);
}
