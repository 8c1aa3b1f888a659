/* plot.h — the matplotlib.pyplot subset: figures, axes and what is drawn on them, as plain C
 * data (values are copied out of the program's arrays when an artist is made, so a figure holds
 * no Python object and nothing it keeps can form a cycle with the program's objects).
 *
 * Files: plot_fig.c (figures, axes, the figure registry, the Python Figure/Axes objects),
 * plot_ticks.c (tick positions and labels), plot_cmap.c (colormaps and colour names),
 * plot_render.c (drawing a figure with cairo: PNG, SVG, PDF), plot_artists.c (plot, scatter,
 * bar, hist, imshow, colorbar), plot_marks.c (axhline/axvline, fill_between, errorbar,
 * text/annotate, ticks set by hand, twinx), plot_axes.c (the view, labels, scales, legend),
 * plot_module.c (Figure methods, inline display), plot_pyplot.c (the modules). */
#ifndef WEFT_PLOT_H
#define WEFT_PLOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../obj/native.h"
#include "../obj/value.h"

typedef struct PlotRGBA {
  double r, g, b, a;
} PlotRGBA;

typedef enum {
  PA_LINE, PA_SCATTER, PA_BAR, PA_IMAGE, PA_STEP,
  PA_HLINE, PA_VLINE, /* y[0] (x[0]) across the axes from x[1] to x[2] (y[1] to y[2]), fractions */
  PA_FILL,            /* the band between (x, y) and (x, bottom) */
  PA_ERRBAR,          /* error bars at (x, y): xerr/yerr */
  PA_TEXT             /* text at (x[0], y[0]); with an arrow to (x[1], y[1]) */
} PlotArtistKind;

/* One colormap: name and a function from [0, 1] to a colour (plot_cmap.c). */
typedef struct PlotCmap PlotCmap;

typedef struct PlotArtist {
  PlotArtistKind kind;
  int64_t n;             /* points, bars, or image pixels (rows*cols) */
  double *x, *y;         /* line/scatter points; bar left edges... see below */
  double *w, *bottom;    /* bars: width and bottom per bar (x is the bar's centre) */
  double *c;             /* scatter: values mapped through cmap (NULL: one colour) */
  double *s;             /* scatter: marker areas in points^2 (NULL: 36) */
  PlotRGBA color, edge;  /* the face (line) colour, bars' edge colour (a=0: none) */
  double alpha;          /* multiplies every colour's alpha */
  double linewidth;      /* points */
  char linestyle;        /* '-' solid, '=' dashed (--), ':' dotted, '.' dash-dot, 0 none */
  char marker;           /* 0 none, 'o' '.' 's' '^' 'v' 'x' '+' '*' 'D' */
  double markersize;     /* points */
  char *label;           /* NULL: not in the legend */
  /* images: rows x cols of values (depth 1) or RGB(A) in [0,1] (depth 3/4) */
  int64_t rows, cols;
  int depth;
  double *pix;
  const PlotCmap *cmap;
  double vmin, vmax;     /* the colour scale (computed from the data when not given) */
  double extent[4];      /* left, right, bottom, top in data units */
  bool origin_lower;
  double *xerr, *yerr;   /* errorbar: 2n each, the n lower then the n upper extents; or NULL */
  double capsize;        /* errorbar: half the cap's length, points */
  char *text;            /* text, annotate */
  double fontsize, rotation; /* text: points, degrees */
  double ha, va;         /* text: 0 left/top, 0.5 centre, 1 right/baseline */
  bool arrow;            /* annotate: an arrow from the text to (x[1], y[1]) */
} PlotArtist;

typedef struct PlotScale {
  bool log;
  bool fixed;            /* set by xlim/ylim: no autoscaling */
  double lo, hi;
} PlotScale;

typedef struct PlotAxes {
  struct PlotFigure *fig;
  double rect[4];        /* left, bottom, width, height as fractions of the figure */
  PlotArtist *artists;
  int nartists, cap;
  int cycle;             /* next colour of the default cycle: lines (plot, hist, errorbar) */
  int patch_cycle;       /* the same cycle counted apart for patches (bar, scatter, fills) */
  char *title, *xlabel, *ylabel;
  PlotScale xs, ys;
  bool grid, legend, equal_aspect, has_colorbar, axis_off;
  char **cats;           /* bar's category names on x, at 0, 1, ... */
  int ncats;
  bool y_inverted;       /* an image with origin 'upper' puts row 0 at the top */
  int legend_loc;        /* 0 best (drawn upper right), 1 upper right, 2 upper left, ... */
  int colorbar_of;       /* index of the image artist the colorbar shows */
  char *colorbar_label;
  double *ticks[2];      /* x, y ticks set by xticks/set_xticks (NULL: automatic) */
  char **tick_labels[2]; /* their labels (NULL: formatted as automatic ones) */
  int nticks[2];
  bool ticks_int[2];     /* given as ints: their Text labels print them so */
  double tick_rotation[2]; /* the tick labels' rotation, degrees */
  double tick_view[2][2];  /* the view set_xticks widened to show its ticks, kept until ... */
  int tick_view_at[2];     /* ... another artist comes: nartists + 1 then (0: none) */
  struct PlotAxes *twin_of; /* twinx: the axes whose x it shares; its y axis is on the right */
  Obj *wrapper;          /* the live Axes object, not owned: `a is plt.gca()` holds */
} PlotAxes;

typedef struct PlotFigure {
  int refs;              /* the registry's and each Python object's */
  int num;               /* plt.figure(num) */
  bool open;             /* in the registry (not closed) */
  double w_in, h_in, dpi;
  PlotAxes **axes;
  int naxes, current;
  char *suptitle;
  Obj *wrapper;          /* the live Figure object, not owned */
} PlotFigure;

/* ---- plot_fig.c ---- */
PlotFigure *plot_figure_new(int num, double w_in, double h_in, double dpi); /* registered */
void plot_figure_release(PlotFigure *f);
void plot_artist_cleanup_axes(PlotAxes *ax);   /* frees an axes and what it draws */
PlotFigure *plot_current_figure(void);        /* plt.gcf(): makes one when none is open */
PlotFigure *plot_find_figure(int num);         /* NULL when no such open figure */
void plot_set_current(PlotFigure *f);
PlotAxes *plot_add_axes(PlotFigure *f, int nrows, int ncols, int index); /* index from 1 */
PlotAxes *plot_current_axes(void);             /* plt.gca() */
void plot_close(PlotFigure *f);                /* off the registry */
void plot_close_all(void);
int plot_open_figures(PlotFigure **out, int max);
Value plot_figure_value(PlotFigure *f);        /* a Figure object (new reference) */
Value plot_axes_value(PlotAxes *ax);           /* an Axes object */
PlotFigure *plot_figure_of(Value v);           /* NULL if v is not a Figure */
PlotAxes *plot_axes_of(Value v);               /* NULL if v is not an Axes */
/* Artists are built in a local PlotArtist whose buffers a cleanup (plot_artist_cleanup)
 * frees if something raises, then copied onto the axes by plot_push_artist once complete. */
void plot_artist_init(PlotArtist *a, PlotArtistKind kind);
void plot_artist_cleanup(void *a);             /* frees a's buffers */
void plot_push_artist(PlotAxes *ax, const PlotArtist *a);
PlotRGBA plot_next_color(PlotAxes *ax);
PlotRGBA plot_next_patch_color(PlotAxes *ax);  /* bar, scatter, fill_between: their own count */
char *plot_strdup_value(Value v);              /* str(v), malloc'd */
int plot_next_num(void);                       /* the number plt.figure() gives next */
Value plot_text_value(double x, double y, const char *s); /* a Text object */
NativeFn plot_figure_method(const char *name); /* plot_module.c: savefig, colorbar, ... */

/* ---- plot_axes.c ---- */
/* The view: x from v[0] to v[1], y from v[2] to v[3] (v[2] > v[3] when y is inverted). */
void plot_axes_view(const PlotAxes *ax, double v[4]);
NativeFn plot_axes_label_method(const char *name);  /* set_title, legend, grid, ... */

/* ---- plot_ticks.c ---- */
/* Tick positions for the view [lo, hi] (MaxNLocator-like: at most nbins intervals of a nice
 * step 1, 2, 2.5, 5 x 10^k); returns the count written to out (at most max). */
int plot_ticks_linear(double lo, double hi, int nbins, double *out, int max);
/* Decades 10^k inside [lo, hi] (every few decades when there are many). */
int plot_ticks_log(double lo, double hi, double *out, int max);
/* Labels for linear ticks as matplotlib's ScalarFormatter writes them; *offset gets the
 * multiplier text ("1e6") or "" when none. labels[i] has room for 32 bytes. */
void plot_tick_labels(const double *t, int n, char (*labels)[32], char *offset, size_t offsz);
/* The view limits of data [lo, hi] with matplotlib's 5% margins (log: in log space). */
void plot_autoscale(double lo, double hi, bool log, double margin, double *vlo, double *vhi);

/* ---- plot_cmap.c ---- */
const PlotCmap *plot_cmap_named(const char *name);  /* NULL when unknown */
const PlotCmap *plot_cmap_default(void);            /* viridis */
const char *plot_cmap_name(const PlotCmap *c);
PlotRGBA plot_cmap_at(const PlotCmap *c, double t); /* t in [0,1]; NaN: transparent */
/* Parses a matplotlib colour ('C0', 'tab:blue', 'red', 'r', '#1f77b4', 'k', grey level '0.5',
 * an (r,g,b[,a]) tuple); raises ValueError with matplotlib's message when it is none. */
PlotRGBA plot_parse_color(Value v);
/* A linestyle ('-', '--', ':', '-.', their names, or none): '-', '=', ':', '.' or 0; matplotlib's
 * ValueError otherwise (plot_artists.c). */
char plot_parse_linestyle(Value v);
Value plot_as_f64(Value v);    /* v as a C-contiguous float64 array (new reference) */
double *plot_doubles(int64_t n); /* room for n doubles (at least one), rt_malloc'd */
PlotRGBA plot_cycle_color(int i);                   /* the default cycle, C0 ... C9 */
const PlotCmap *plot_parse_cmap(Value v);           /* a name, a Colormap object, or viridis */
Value plot_cmap_value(const PlotCmap *c);           /* a Colormap object */
int plot_cmap_count(void);                          /* the known maps, for plt.colormaps() */
const PlotCmap *plot_cmap_index(int i);

/* ---- plot_render.c ---- */
/* Draws f into a file: format "png", "svg" or "pdf"; false (errno set) when it cannot. */
bool plot_render_file(PlotFigure *f, const char *path, const char *format, double dpi,
                      bool transparent);
/* Draws f as PNG bytes (malloc'd) for inline display. */
unsigned char *plot_render_png(PlotFigure *f, size_t *len);

/* ---- plot_artists.c ---- */
Value plot_colorbar(PlotAxes *ax, Value label);    /* a Colorbar for ax's last mappable */
NativeFn plot_axes_method(const char *name);       /* NULL when Axes has no such method */

/* ---- plot_marks.c ---- */
NativeFn plot_axes_mark_method(const char *name);  /* axhline, fill_between, ..., twinx */
/* The x view's data shared by twinx partners: other axes whose artists count for ax's x. */
int plot_x_partners(const PlotAxes *ax, const PlotAxes **out, int max);
/* plt.xticks(ticks, labels=None, **kw) (y: yticks) on the current axes: (ticks, label texts). */
Value plot_pyplot_ticks(bool y, int argc, const Value *argv, const Kwargs *kw);

/* ---- plot_module.c ---- */
void plot_savefig(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw);
PlotAxes *plot_subplot_on(PlotFigure *f, const char *fname, int argc, const Value *argv,
                          const Kwargs *kw);
Value plot_colorbar_on(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw);
Value plot_suptitle_on(PlotFigure *f, int argc, const Value *argv, const Kwargs *kw);
void plot_parse_size(Value v, double *w, double *h);  /* figsize=(w, h) */
/* Where show() and a cell's leftover figures go in the Jupyter kernel (repl/serve.c installs
 * it): a MIME type and the data (base64 text for image/png); false when there is no display. */
typedef bool (*PlotDisplayHook)(const char *mime, const char *data, size_t len);
void plot_set_display_hook(PlotDisplayHook hook);
/* Displays every open figure through the hook, then closes them (inline backend: the end of a
 * cell and plt.show()). Does nothing without a hook. */
void plot_flush_inline(void);

/* ---- plot_pyplot.c ---- */
void plot_register(void);  /* matplotlib, matplotlib.pyplot, matplotlib.cm */

#endif
