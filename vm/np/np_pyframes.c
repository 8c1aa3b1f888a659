/* np_pyframes.c — the frames of NumPy's own Python code that the oracle's tracebacks show when
 * one of its functions raises: `File "<__array_function__ internals>", line 200, in inv`, then
 * the lines of numpy/linalg/linalg.py, numpy/core/fromnumeric.py, ... down to the `raise`.
 *
 * Weft writes these functions in C. Each one listed here is wrapped: while it runs, a cleanup
 * is registered that, when an exception unwinds through it, picks the frames NumPy would show
 * for that exception (by the function and the message) and inserts them into the exception's
 * traceback after the program's frames and before any NumPy frames an inner function added
 * (np.vstack's frames go above np.concatenate's). The normal path costs one cleanup push and
 * pop. The source lines print through lib_source.c (np_pyframes_source). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/lib_source.h"
#include "np_internal.h"
#include "np_pyframes.h"
#include "np_warn_at.h"

#define INTERNALS "<__array_function__ internals>"
#define LINALG NP_LIB_DIR "linalg/linalg.py"
#define FROMNUMERIC NP_LIB_DIR "core/fromnumeric.py"
#define SHAPE_BASE NP_LIB_DIR "core/shape_base.py"
#define LIB_SHAPE_BASE NP_LIB_DIR "lib/shape_base.py"
#define METHODS NP_LIB_DIR "core/_methods.py"

/* One frame: col is the 1-based start of the carets, which run to the line's end (0: the whole
 * statement, no carets). A NULL file ends a list. */
typedef struct NpFrame {
  const char *file, *func;
  int line, col;
  const char *text;
} NpFrame;

/* The frames for an exception whose message contains `has` (NULL: any message), under the
 * function's internals frame. */
typedef struct NpRule {
  const char *fn, *has;
  NpFrame frames[4];
} NpRule;

#define ASSERT_2D {LINALG, "_assert_stacked_2d", 183, 0, "            raise LinAlgError('%d-dimensional array given. Array must be '"}
#define ASSERT_SQ {LINALG, "_assert_stacked_square", 190, 0, "            raise LinAlgError('Last 2 dimensions of the array must be square')"}
#define NOT_2D "-dimensional array given. Array must be at least two-dimensional"
#define NOT_SQ "Last 2 dimensions of the array must be square"
/* a linalg function checking its argument: _assert_stacked_2d(a) at l2, _assert_stacked_square(a) at lsq */
#define LINALG_CHECKS(fn, l2, lsq)                                             \
  {fn, NOT_2D, {{LINALG, fn, l2, 0, "    _assert_stacked_2d(a)"}, ASSERT_2D}}, \
  {fn, NOT_SQ, {{LINALG, fn, lsq, 0, "    _assert_stacked_square(a)"}, ASSERT_SQ}}

#define AXIS_ERR "is out of bounds for array of dimension"
#define WRAPFUNC {FROMNUMERIC, "_wrapfunc", 57, 16, "        return bound(*args, **kwds)"}
#define WRAPREDUCTION {FROMNUMERIC, "_wrapreduction", 86, 12, "    return ufunc.reduce(obj, axis, dtype, out, **passkwargs)"}
#define COUNT_ITEMS {METHODS, "_count_reduce_items", 77, 32, "            items *= arr.shape[mu.normalize_axis_index(ax, arr.ndim)]"}

static const NpRule rules[] = {
    LINALG_CHECKS("solve", 372, 373),
    LINALG_CHECKS("inv", 532, 533),
    LINALG_CHECKS("matrix_power", 612, 613),
    LINALG_CHECKS("cholesky", 752, 753),
    LINALG_CHECKS("eigvals", 1041, 1042),
    LINALG_CHECKS("eigvalsh", 1152, 1153),
    LINALG_CHECKS("eig", 1296, 1297),
    LINALG_CHECKS("eigh", 1439, 1440),
    LINALG_CHECKS("slogdet", 2074, 2075),
    LINALG_CHECKS("det", 2135, 2136),
    {"qr", NOT_2D, {{LINALG, "qr", 913, 0, "    _assert_stacked_2d(a)"}, ASSERT_2D}},
    {"svd", NOT_2D, {{LINALG, "svd", 1623, 0, "    _assert_stacked_2d(a)"}, ASSERT_2D}},
    {"inv", "Singular matrix",
     {{LINALG, "inv", 538, 12, "    ainv = _umath_linalg.inv(a, signature=signature, extobj=extobj)"},
      {LINALG, "_raise_linalgerror_singular", 89, 0, "    raise LinAlgError(\"Singular matrix\")"}}},
    {"solve", "Singular matrix",
     {{LINALG, "solve", 386, 9, "    r = gufunc(a, b, signature=signature, extobj=extobj)"},
      {LINALG, "_raise_linalgerror_singular", 89, 0, "    raise LinAlgError(\"Singular matrix\")"}}},
    {"solve", "has a mismatch in its core dimension",
     {{LINALG, "solve", 386, 9, "    r = gufunc(a, b, signature=signature, extobj=extobj)"}}},
    {"cholesky", "Matrix is not positive definite",
     {{LINALG, "cholesky", 756, 9, "    r = gufunc(a, signature=signature, extobj=extobj)"},
      {LINALG, "_raise_linalgerror_nonposdef", 92, 0, "    raise LinAlgError(\"Matrix is not positive definite\")"}}},
    {"reshape", "cannot reshape array of size",
     {{FROMNUMERIC, "reshape", 298, 12, "    return _wrapfunc(a, 'reshape', newshape, order=order)"}, WRAPFUNC}},
    {"sum", "is out of bounds for array of dimension",
     {{FROMNUMERIC, "sum", 2324, 12, "    return _wrapreduction(a, np.add, 'sum', axis, dtype, out, keepdims=keepdims,"},
      WRAPREDUCTION}},
    {"amax", AXIS_ERR, {{FROMNUMERIC, "amax", 2820, 12, "    return _wrapreduction(a, np.maximum, 'max', axis, None, out,"}, WRAPREDUCTION}},
    {"amin", AXIS_ERR, {{FROMNUMERIC, "amin", 2946, 12, "    return _wrapreduction(a, np.minimum, 'min', axis, None, out,"}, WRAPREDUCTION}},
    {"prod", AXIS_ERR, {{FROMNUMERIC, "prod", 3076, 12, "    return _wrapreduction(a, np.multiply, 'prod', axis, dtype, out,"}, WRAPREDUCTION}},
    {"mean", AXIS_ERR,
     {{FROMNUMERIC, "mean", 3464, 12, "    return _methods._mean(a, axis=axis, dtype=dtype,"},
      {METHODS, "_mean", 169, 14, "    rcount = _count_reduce_items(arr, axis, keepdims=keepdims, where=where)"}, COUNT_ITEMS}},
    {"std", AXIS_ERR,
     {{FROMNUMERIC, "std", 3605, 12, "    return _methods._std(a, axis=axis, dtype=dtype, out=out, ddof=ddof,"},
      {METHODS, "_std", 269, 11, "    ret = _var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,"},
      {METHODS, "_var", 202, 14, "    rcount = _count_reduce_items(arr, axis, keepdims=keepdims, where=where)"}, COUNT_ITEMS}},
    {"transpose", AXIS_ERR, {{FROMNUMERIC, "transpose", 668, 12, "    return _wrapfunc(a, 'transpose', axes)"}, WRAPFUNC}},
    {"argmax", AXIS_ERR, {{FROMNUMERIC, "argmax", 1242, 12, "    return _wrapfunc(a, 'argmax', axis=axis, out=out, **kwds)"}, WRAPFUNC}},
    {"argmin", AXIS_ERR, {{FROMNUMERIC, "argmin", 1338, 12, "    return _wrapfunc(a, 'argmin', axis=axis, out=out, **kwds)"}, WRAPFUNC}},
    {"cumsum", AXIS_ERR, {{FROMNUMERIC, "cumsum", 2597, 12, "    return _wrapfunc(a, 'cumsum', axis=axis, dtype=dtype, out=out)"}, WRAPFUNC}},
    {"stack", "all input arrays must have the same shape",
     {{SHAPE_BASE, "stack", 464, 0, "        raise ValueError('all input arrays must have the same shape')"}}},
    {"vstack", NULL, {{SHAPE_BASE, "vstack", 296, 12, "    return _nx.concatenate(arrs, 0, dtype=dtype, casting=casting)"},
                      {INTERNALS, "concatenate", 200, 0, NULL}}},
    {"split", "array split does not result in an equal division",
     {{LIB_SHAPE_BASE, "split", 872, 0, "            raise ValueError("}}},
    /* NumPy's C functions: their internals frame only, whatever they raise */
    {"concatenate", NULL, {{NULL}}},
    {"dot", NULL, {{NULL}}},
};

/* hstack's concatenate: along axis 0 for 1-D arrays (line 368), else axis 1 (370). */
static const NpFrame hstack_frames[2][2] = {
    {{SHAPE_BASE, "hstack", 368, 16, "        return _nx.concatenate(arrs, 0, dtype=dtype, casting=casting)"},
     {INTERNALS, "concatenate", 200, 0, NULL}},
    {{SHAPE_BASE, "hstack", 370, 16, "        return _nx.concatenate(arrs, 1, dtype=dtype, casting=casting)"},
     {INTERNALS, "concatenate", 200, 0, NULL}}};

/* What a wrapped call registers: its function's name, and for hstack which line it is at. */
typedef struct NpCall {
  const char *fn;
  int hstack_axis;
} NpCall;

static bool is_numpy_frame(const TraceEntry *t) {
  return !strcmp(t->file, INTERNALS) || !strncmp(t->file, NP_LIB_DIR, strlen(NP_LIB_DIR));
}

static bool same(const TraceEntry *t, const NpFrame *f) {
  return t->line == f->line && !strcmp(t->file, f->file) && !strcmp(t->func, f->func);
}

/* The message of the exception being raised: its text, or its object's first argument. */
static const char *message_of(const Exception *e) {
  if (e->message) return e->message;
  if (!e->value) return "";
  Value v = rt_obj(e->value);
  if (!rt_is_exception(v)) return "";
  Value args = RT_AS(ExcObj, v)->args;
  if (!rt_is_tuple(args) || RT_AS(Tuple, args)->n < 1 || !rt_is_str(RT_AS(Tuple, args)->items[0])) return "";
  return rt_str_data(RT_AS(Tuple, args)->items[0]);
}

static int pick(const NpCall *c, const char *msg, NpFrame *out) {
  int n = 0;
  /* np.max and np.min are amax and amin in NumPy 1.24 */
  const char *fn = !strcmp(c->fn, "max") ? "amax" : !strcmp(c->fn, "min") ? "amin" : c->fn;
  out[n++] = (NpFrame){INTERNALS, fn, 200, 0, NULL};
  if (!strcmp(c->fn, "hstack")) {
    for (int k = 0; k < 2; k++) out[n++] = hstack_frames[c->hstack_axis][k];
    return n;
  }
  for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
    if (strcmp(rules[r].fn, fn) || (rules[r].has && !strstr(msg, rules[r].has))) continue;
    for (int k = 0; k < 4 && rules[r].frames[k].file; k++) out[n++] = rules[r].frames[k];
    return n;
  }
  return 0; /* a Python function raising from a line not listed: no frames rather than wrong ones */
}

/* Where a frame's carets end (1-based, exclusive): the line's end, but for the one call inside
 * the subscript of _count_reduce_items' line. */
static int caret_end(const NpFrame *f, int len) {
  if (!strcmp(f->file, METHODS) && f->line == 77) return 69; /* mu.normalize_axis_index(ax, arr.ndim) */
  return len + 1;
}

/* Insert the frames before the trailing NumPy frames of e's traceback (an inner function's),
 * leaving out those of ours that they already begin with. */
static void insert_frames(Exception *e, const NpFrame *f, int n) {
  int at = e->ntrace;
  while (at > 0 && is_numpy_frame(&e->trace[at - 1])) at--;
  int overlap = 0;
  for (int j = n; j > 0 && !overlap; j--) {
    bool all = at + j <= e->ntrace;
    for (int k = 0; all && k < j; k++) all = same(&e->trace[at + k], &f[n - j + k]);
    if (all) overlap = j;
  }
  int add = n - overlap, before = e->ntrace;
  for (int k = 0; k < add; k++) {
    const char *text = f[k].text ? f[k].text : "";
    int len = (int)strlen(text), skip = 0;
    while (text[skip] == ' ') skip++;
    if (!rt_exception_add_frame(e, f[k].file, f[k].func, f[k].line, f[k].col ? f[k].col : skip + 1, caret_end(&f[k], len)))
      return;
  }
  /* rotate the new entries from the end to `at` */
  TraceEntry tmp[8];
  memcpy(tmp, e->trace + before, sizeof(TraceEntry) * (size_t)add);
  memmove(e->trace + at + add, e->trace + at, sizeof(TraceEntry) * (size_t)(before - at));
  memcpy(e->trace + at, tmp, sizeof(TraceEntry) * (size_t)add);
}

/* The cleanup: runs while the exception unwinds (rt_error_current is the one being raised). */
static void on_unwind(void *p) {
  Exception *e = (Exception *)rt_error_current();
  if (!e) return;
  NpFrame frames[8];
  int n = pick(p, message_of(e), frames);
  if (n) insert_frames(e, frames, n);
}

/* How many dimensions np.asarray(v) would have, without making it: nested lists and tuples by
 * their first items, arrays of any kind by their ndim, anything else 0. */
static int ndim_of(Value v, int depth) {
  if (depth > RT_MAXDIM) return depth;
  if (rt_is_list(v)) return 1 + (RT_AS(List, v)->n ? ndim_of(RT_AS(List, v)->items[0], depth + 1) : 0);
  if (rt_is_tuple(v)) return 1 + (RT_AS(Tuple, v)->n ? ndim_of(RT_AS(Tuple, v)->items[0], depth + 1) : 0);
  if (rt_is_array(v)) return RT_AS(Array, v)->ndim;
  Value nd;
  if (v.tag != RT_OBJ || rt_is_str(v) || !rt_try_getattr(v, "ndim", &nd)) return 0;
  int r = nd.tag == RT_INT ? (int)nd.as.i : 0;
  rt_decref(nd);
  return r;
}

/* The wrapper: the original function (data, a native function named as the NumPy one) called
 * under the cleanup. */
static Value wrapped(Value data, int argc, const Value *argv, const Kwargs *kw) {
  NpCall call = {RT_AS(NativeFunc, data)->name, 0};
  if (!strcmp(call.fn, "hstack") && argc > 0 && (rt_is_list(argv[0]) || rt_is_tuple(argv[0]))) {
    /* NumPy's test: the first array (at least 1-D) is 1-D */
    const Value *items = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->items : RT_AS(Tuple, argv[0])->items;
    int64_t n = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->n : RT_AS(Tuple, argv[0])->n;
    call.hstack_axis = n > 0 && ndim_of(items[0], 0) > 1;
  }
  int mark = rt_cleanup_push(on_unwind, &call);
  Value r = rt_call(data, argc, argv, kw);
  rt_cleanup_pop(mark, false);
  return r;
}

static void wrap(Value module, const char *name) {
  Value orig = rt_module_lookup(module, name); /* a native function: its name is the rules' key */
  if (!rt_is_native(orig) || strcmp(RT_AS(NativeFunc, orig)->name, name)) return;
  Value w = rt_native_bind(name, wrapped, orig);
  /* its aliases (np.row_stack is np.vstack) become the wrapper too */
  Module *m = RT_AS(Module, module);
  for (int64_t i = 0; i < m->cap; i++) {
    AttrEntry *e = &m->entries[i];
    if (e->name && rt_is(e->value, orig) && strcmp(e->name, name)) {
      rt_incref(w);
      rt_module_set(module, e->name, w);
    }
  }
  rt_module_set(module, name, w);
}

void np_pyframes_wrap_numpy(Value m) {
  static const char *const names[] = {"reshape", "sum", "stack", "vstack", "hstack", "split", "concatenate", "dot",
                                      "max", "amax", "min", "amin", "prod", "mean", "std", "transpose",
                                      "argmax", "argmin", "cumsum"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) wrap(m, names[k]);
}

void np_pyframes_wrap_linalg(Value m) {
  static const char *const names[] = {"solve", "inv", "matrix_power", "cholesky", "eigvals", "eigvalsh",
                                      "eig", "eigh", "slogdet", "det", "qr", "svd"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) wrap(m, names[k]);
}

/* ---- the source lines: each file's listed lines at their numbers, blank lines between ---- */

static void each_frame(void (*fn)(const NpFrame *f, void *ud), void *ud) {
  for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++)
    for (int k = 0; k < 4 && rules[r].frames[k].file; k++) fn(&rules[r].frames[k], ud);
  for (int a = 0; a < 2; a++)
    for (int k = 0; k < 2; k++) fn(&hstack_frames[a][k], ud);
}

typedef struct Build {
  const char *file;
  int last;
  const char **lines; /* per line number (NULL: blank) */
} Build;

static void note_last(const NpFrame *f, void *ud) {
  Build *b = ud;
  if (f->text && !strcmp(f->file, b->file) && f->line > b->last) b->last = f->line;
}

static void note_line(const NpFrame *f, void *ud) {
  Build *b = ud;
  if (f->text && !strcmp(f->file, b->file)) b->lines[f->line] = f->text;
}

static char *build(const char *file) {
  Build b = {file, 0, NULL};
  each_frame(note_last, &b);
  if (!b.last) return NULL;
  b.lines = calloc((size_t)b.last + 1, sizeof *b.lines);
  if (!b.lines) return NULL;
  each_frame(note_line, &b);
  size_t size = 1;
  for (int l = 1; l <= b.last; l++) size += (b.lines[l] ? strlen(b.lines[l]) : 0) + 1;
  char *text = malloc(size), *at = text;
  for (int l = 1; text && l <= b.last; l++) {
    size_t n = b.lines[l] ? strlen(b.lines[l]) : 0;
    memcpy(at, b.lines[l] ? b.lines[l] : "", n);
    at += n;
    *at++ = '\n';
  }
  if (text) *at = '\0';
  free(b.lines);
  return text;
}

static const char *np_pyframes_source(const char *file) {
  static const char *const files[] = {LINALG, FROMNUMERIC, SHAPE_BASE, LIB_SHAPE_BASE, METHODS};
  static char *texts[sizeof files / sizeof *files];
  for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
    if (strcmp(file, files[k]) != 0) continue;
    if (!texts[k]) texts[k] = build(files[k]);
    return texts[k];
  }
  return NULL;
}

void np_pyframes_register(void) { py_lib_source_more(np_pyframes_source); }
