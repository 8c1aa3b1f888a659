/* plot_pyplot.c — the modules matplotlib (use, get_backend), matplotlib.pyplot and
 * matplotlib.cm, and their registration.
 *
 * pyplot's drawing and labelling functions are the current Axes' methods: plt.plot(...) is
 * plt.gca().plot(...), plt.title(...) is gca().set_title(...); each is a native function bound
 * to the method's name, looked up when called. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* plt.NAME(...): gca().METHOD(...), METHOD being the bound str. */
static Value on_gca(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFn fn = plot_axes_method(rt_str_data(self));
  Value ax = plot_axes_value(plot_current_axes());
  int mark = rt_cleanup_push_value(&ax);
  Value r = fn(ax, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* xlim() reads the view; xlim(a, b) sets it. */
static Value lim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  bool set = argc > 0 || kw;
  const char *name = rt_str_data(self);
  NativeFn fn = plot_axes_method(set ? name : name[4] == 'x' ? "get_xlim" : "get_ylim");
  Value ax = plot_axes_value(plot_current_axes());
  int mark = rt_cleanup_push_value(&ax);
  Value r = fn(ax, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_figure(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"num", "figsize", "dpi", "facecolor", "edgecolor",
                                      "frameon", "clear", "layout"};
  Value a[8];
  rt_parse_args("figure", argc, argv, kw, 8, names, 0, a);
  PlotFigure *f = NULL;
  if (given(a[0]) && plot_figure_of(a[0])) f = plot_figure_of(a[0]);
  else if (given(a[0])) f = plot_find_figure((int)rt_to_index(a[0], "num"));
  if (f) {
    plot_set_current(f);
    return plot_figure_value(f);
  }
  double w = 6.4, h = 4.8, dpi = given(a[2]) ? rt_to_double(a[2], "dpi") : 100;
  if (given(a[1])) plot_parse_size(a[1], &w, &h);
  int num = given(a[0]) ? (int)rt_to_index(a[0], "num") : plot_next_num();
  return plot_figure_value(plot_figure_new(num, w, h, dpi));
}

/* ---- what subplots returns for several axes: an array of Axes as NumPy's object array
 * would be (axs[i], axs[i, j], axs[i][j], len, iteration by rows, .shape, .flat, .ravel()) ---- */

typedef struct AxesGrid {
  Obj hdr;
  PlotFigure *fig;
  int64_t rows, cols;
  int ndim;          /* 1: a row or column; 2: rows of Axes */
  int64_t first;     /* a row of a 2-D grid: the index of its first Axes */
} AxesGrid;

static const ObjType grid_type;

static Value grid_new(PlotFigure *f, int ndim, int64_t rows, int64_t cols, int64_t first) {
  AxesGrid *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &grid_type);
  g->fig = f, g->ndim = ndim, g->rows = rows, g->cols = cols, g->first = first;
  f->refs++;
  return rt_obj(g);
}

static void grid_free(Obj *o) {
  plot_figure_release(((AxesGrid *)o)->fig);
  free(o);
}

static int64_t grid_len(Value self) { return RT_AS(AxesGrid, self)->rows; }

static int64_t grid_index(const AxesGrid *g, Value k, int64_t n) {
  int64_t i = rt_to_index(k, "index");
  if (i < -n || i >= n)
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld",
             (long long)i, (long long)n);
  (void)g;
  return i < 0 ? i + n : i;
}

static Value grid_item(const AxesGrid *g, int64_t i) {
  if (g->ndim == 2) return grid_new(g->fig, 1, g->cols, 1, g->first + i * g->cols);
  return plot_axes_value(g->fig->axes[g->first + i]);
}

static Value grid_getitem(Value self, Value key) {
  AxesGrid *g = RT_AS(AxesGrid, self);
  if (rt_is_tuple(key) && RT_AS(Tuple, key)->n == 2 && g->ndim == 2) {
    int64_t i = grid_index(g, RT_AS(Tuple, key)->items[0], g->rows);
    int64_t j = grid_index(g, RT_AS(Tuple, key)->items[1], g->cols);
    return plot_axes_value(g->fig->axes[g->first + i * g->cols + j]);
  }
  if (rt_is_tuple(key)) rt_raise(RT_EXC_IndexError, "too many indices for array: array is "
                                 "%d-dimensional, but %lld were indexed", g->ndim,
                                 (long long)RT_AS(Tuple, key)->n);
  return grid_item(g, grid_index(g, key, g->rows));
}

/* Every Axes in order, as a tuple (ravel(), flatten(), .flat). */
static Value grid_flat(const AxesGrid *g) {
  int64_t n = g->ndim == 2 ? g->rows * g->cols : g->rows;
  Value t = rt_tuple_new(n);
  for (int64_t i = 0; i < n; i++) rt_tuple_set(t, i, plot_axes_value(g->fig->axes[g->first + i]));
  return t;
}

static Value grid_iter(Value self) {
  AxesGrid *g = RT_AS(AxesGrid, self);
  Value items = rt_tuple_new(g->rows);
  for (int64_t i = 0; i < g->rows; i++) rt_tuple_set(items, i, grid_item(g, i));
  Value it = rt_iter(items);
  rt_decref(items);
  return it;
}

static Value grid_ravel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("ravel", argc, kw, 0, 0);
  return grid_flat(RT_AS(AxesGrid, self));
}

static Value grid_getattr(Value self, const char *name) {
  AxesGrid *g = RT_AS(AxesGrid, self);
  if (strcmp(name, "shape") == 0) {
    Value d[2] = {rt_int(g->rows), rt_int(g->cols)};
    return rt_tuple_from(g->ndim, d);
  }
  if (strcmp(name, "size") == 0) return rt_int(g->ndim == 2 ? g->rows * g->cols : g->rows);
  if (strcmp(name, "ndim") == 0) return rt_int(g->ndim);
  if (strcmp(name, "flat") == 0) return grid_flat(g);
  if (strcmp(name, "ravel") == 0 || strcmp(name, "flatten") == 0)
    return rt_native_bind(name, grid_ravel, self);
  return rt_undef();
}

static Value grid_repr(Value self) {
  AxesGrid *g = RT_AS(AxesGrid, self);
  return rt_str_printf("<array of %lld Axes, shape %s%lld%s%lld)>",
                       (long long)(g->ndim == 2 ? g->rows * g->cols : g->rows), "(",
                       (long long)g->rows, g->ndim == 2 ? ", " : ",",
                       (long long)(g->ndim == 2 ? g->cols : 0));
}

static const ObjType grid_type = {.name = "numpy.ndarray", .free = grid_free, .repr = grid_repr,
                                  .getattr = grid_getattr, .getitem = grid_getitem,
                                  .iter = grid_iter, .len = grid_len};

static Value f_subplots(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"nrows", "ncols", "sharex", "sharey", "squeeze",
                                      "figsize", "dpi", "subplot_kw", "gridspec_kw"};
  Value a[9];
  rt_parse_args("subplots", argc, argv, kw, 9, names, 0, a);
  int64_t r = given(a[0]) ? rt_to_index(a[0], "nrows") : 1;
  int64_t c = given(a[1]) ? rt_to_index(a[1], "ncols") : 1;
  if (r < 1) rt_raise(RT_EXC_ValueError, "Number of rows must be a positive integer, not %lld", (long long)r);
  if (c < 1) rt_raise(RT_EXC_ValueError, "Number of columns must be a positive integer, not %lld", (long long)c);
  double w = 6.4, h = 4.8, dpi = given(a[6]) ? rt_to_double(a[6], "dpi") : 100;
  if (given(a[5])) plot_parse_size(a[5], &w, &h);
  PlotFigure *f = plot_figure_new(plot_next_num(), w, h, dpi);
  for (int64_t i = 1; i <= r * c; i++) plot_add_axes(f, (int)r, (int)c, (int)i);
  f->current = 0;
  bool squeeze = !given(a[4]) || rt_truthy(a[4]);
  Value axes;
  if (r * c == 1 && squeeze) axes = plot_axes_value(f->axes[0]);
  else if ((r == 1 || c == 1) && squeeze) axes = grid_new(f, 1, r * c, 1, 0);
  else axes = grid_new(f, 2, r, c, 0);
  Value items[2] = {plot_figure_value(f), axes};
  Value out = rt_tuple_from(2, items);
  rt_decref(items[0]), rt_decref(axes);
  return out;
}

static Value f_subplot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return plot_axes_value(plot_subplot_on(plot_current_figure(), "subplot", argc, argv, kw));
}

static Value f_gcf(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("gcf", argc, kw, 0, 0);
  return plot_figure_value(plot_current_figure());
}

static Value f_gca(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("gca", argc, kw, 0, 0);
  return plot_axes_value(plot_current_axes());
}

static Value f_savefig(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  plot_savefig(plot_current_figure(), argc, argv, kw);
  return rt_none();
}

static Value f_colorbar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return plot_colorbar_on(plot_current_figure(), argc, argv, kw);
}

static Value f_suptitle(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return plot_suptitle_on(plot_current_figure(), argc, argv, kw);
}

static Value f_show(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  plot_flush_inline(); /* nothing without the kernel's display: Agg draws no window */
  return rt_none();
}

static Value f_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fig"};
  Value a[1];
  rt_parse_args("close", argc, argv, kw, 1, names, 0, a);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) {
    PlotFigure *open[1];
    if (plot_open_figures(open, 1)) plot_close(plot_current_figure());
  } else if (rt_is_str(a[0]) && strcmp(rt_str_data(a[0]), "all") == 0) {
    plot_close_all();
  } else if (plot_figure_of(a[0])) {
    plot_close(plot_figure_of(a[0]));
  } else if (a[0].tag == RT_INT) {
    PlotFigure *f = plot_find_figure((int)a[0].as.i);
    if (f) plot_close(f);
  } else {
    rt_raise(RT_EXC_TypeError, "close() argument must be a Figure, an int, a string, or None, "
             "not <class '%s'>", rt_type_name(a[0]));
  }
  return rt_none();
}

static Value f_clf(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("clf", argc, kw, 0, 0);
  PlotFigure *f = plot_current_figure();
  int num = f->num;
  double w = f->w_in, h = f->h_in, dpi = f->dpi;
  plot_close(f); /* a fresh figure under the same number */
  plot_figure_new(num, w, h, dpi);
  return rt_none();
}

static Value f_get_fignums(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_fignums", argc, kw, 0, 0);
  PlotFigure *figs[256];
  int n = plot_open_figures(figs, 256);
  int nums[256];
  for (int i = 0; i < n; i++) nums[i] = figs[i]->num;
  for (int i = 1; i < n; i++) /* sorted, as matplotlib */
    for (int j = i; j > 0 && nums[j - 1] > nums[j]; j--) {
      int t = nums[j];
      nums[j] = nums[j - 1], nums[j - 1] = t;
    }
  Value l = rt_list_new(n);
  for (int i = 0; i < n; i++) rt_list_append(l, rt_int(nums[i]));
  return l;
}

static Value f_get_cmap(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"name", "lut"};
  Value a[2];
  rt_parse_args("get_cmap", argc, argv, kw, 2, names, 0, a);
  return plot_cmap_value(plot_parse_cmap(a[0]));
}

static Value f_tight_layout(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none(); /* Weft's layout keeps labels inside the default margins */
}

static const struct {
  const char *name, *method;
} on_axes[] = {
    {"plot", "plot"},         {"scatter", "scatter"},       {"bar", "bar"},
    {"hist", "hist"},         {"imshow", "imshow"},         {"legend", "legend"},
    {"grid", "grid"},         {"axis", "axis"},             {"title", "set_title"},
    {"xlabel", "set_xlabel"}, {"ylabel", "set_ylabel"},     {"xscale", "set_xscale"},
    {"yscale", "set_yscale"}, {"axhline", "axhline"},       {"axvline", "axvline"},
    {"fill_between", "fill_between"}, {"errorbar", "errorbar"}, {"text", "text"},
    {"annotate", "annotate"}, {"twinx", "twinx"},
};

static Value f_xticks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return plot_pyplot_ticks(false, argc, argv, kw);
}

static Value f_yticks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return plot_pyplot_ticks(true, argc, argv, kw);
}

static const struct {
  const char *name;
  NativeFn fn;
} functions[] = {
    {"figure", f_figure},     {"subplots", f_subplots}, {"subplot", f_subplot},
    {"gcf", f_gcf},           {"gca", f_gca},           {"savefig", f_savefig},
    {"colorbar", f_colorbar}, {"suptitle", f_suptitle}, {"show", f_show},
    {"close", f_close},       {"clf", f_clf},           {"get_fignums", f_get_fignums},
    {"get_cmap", f_get_cmap}, {"tight_layout", f_tight_layout},
    {"xticks", f_xticks},     {"yticks", f_yticks},
};

static void cm_module_init(Value m) {
  for (int i = 0; i < plot_cmap_count(); i++) {
    const PlotCmap *c = plot_cmap_index(i);
    rt_module_set(m, plot_cmap_name(c), plot_cmap_value(c));
  }
  rt_module_add_fn(m, "get_cmap", f_get_cmap);
}

static void pyplot_module_init(Value m) {
  for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++)
    rt_module_add_fn(m, functions[i].name, functions[i].fn);
  for (size_t i = 0; i < sizeof on_axes / sizeof on_axes[0]; i++) {
    Value method = rt_str_from_c(on_axes[i].method);
    rt_module_set(m, on_axes[i].name, rt_native_bind(on_axes[i].name, on_gca, method));
    rt_decref(method);
  }
  static const char *const lims[] = {"xlim", "ylim"};
  for (int i = 0; i < 2; i++) {
    Value method = rt_str_from_c(i ? "set_ylim" : "set_xlim");
    rt_module_set(m, lims[i], rt_native_bind(lims[i], lim, method));
    rt_decref(method);
  }
  rt_module_set(m, "cm", rt_import("matplotlib.cm"));
}

static Value f_use(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"backend", "force"};
  Value a[2];
  rt_parse_args("use", argc, argv, kw, 2, names, 1, a);
  return rt_none(); /* every backend name draws with Weft's Agg-like renderer */
}

static Value f_get_backend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_backend", argc, kw, 0, 0);
  return rt_str_from_c("agg");
}

static void matplotlib_module_init(Value m) {
  rt_module_add_fn(m, "use", f_use);
  rt_module_add_fn(m, "get_backend", f_get_backend);
  rt_module_set(m, "__version__", rt_str_from_c("3.6.3"));
  rt_module_set(m, "cm", rt_import("matplotlib.cm"));
}

void plot_register(void) {
  rt_register_module("matplotlib", matplotlib_module_init);
  rt_register_module("matplotlib.pyplot", pyplot_module_init);
  rt_register_module("matplotlib.cm", cm_module_init);
}
