/* dbg_expr.c — the debugger's expressions (`print`, breakpoint conditions): a small Python
 * subset evaluated in one lane of a warp — numbers, True/False, the kernel's variables and
 * arrays (elements, slices on any axes as NumPy takes them: a[1:3, 2], a[0:4][1]; .shape,
 * .size, .ndim, len()), threadIdx/blockIdx/blockDim/gridDim with .x/.y/.z (also spelt
 * cuda.threadIdx.x, as in the kernel), arithmetic (/, //, % as Python's), comparisons, and/or/not,
 * parentheses; `print a, b` shows a tuple. The names are those of one frame: the kernel's, or an inlined device function's
 * (its parameters and locals). Nothing here changes the program: no calls, no assignments. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/strbuf.h"
#include "../vm/np/array.h"
#include "../vm/obj/format.h"
#include "dbg_internal.h"

typedef enum { V_INT, V_FLOAT, V_BOOL, V_ARRAY, V_DIM, V_SHAPE } VKind;
typedef struct V {
  VKind k;
  DType dt;          /* V_FLOAT: float32 values print as float32 */
  int64_t i;         /* V_INT, V_BOOL; V_DIM: 0 threadIdx, 1 blockIdx, 2 blockDim, 3 gridDim */
  double f;
  /* V_ARRAY (a view of A) and V_SHAPE (its .shape): axis d is fixed at lo[d] (n[d] < 0) or
   * runs lo[d], lo[d] + st[d], ... (n[d] of them); the running axes are the view's */
  const SimArr *A;
  int64_t lo[KIR_MAX_INDEX], n[KIR_MAX_INDEX], st[KIR_MAX_INDEX];
} V;

typedef struct P {
  const char *s;
  SimLaunch *L;
  SimWarp *w;
  int lane;
  int call;          /* the frame's variables: a device function's call, or the kernel's (-1) */
  bool eval;         /* false: check the syntax only */
  char *err;
  size_t nerr;
  bool failed;
} P;

static void fail(P *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(P *p, const char *fmt, ...) {
  if (p->failed) return;
  p->failed = true;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->err, p->nerr, fmt, ap);
  va_end(ap);
}

static void skip(P *p) {
  while (*p->s == ' ' || *p->s == '\t') p->s++;
}

static bool is_name_char(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

/* The keyword or operator kw next (a keyword must end there). */
static bool accept(P *p, const char *kw) {
  skip(p);
  size_t n = strlen(kw);
  if (strncmp(p->s, kw, n) != 0) return false;
  if (is_name_char(kw[0]) && is_name_char(p->s[n])) return false;
  p->s += n;
  return true;
}

static double num(const V *v) { return v->k == V_FLOAT ? v->f : (double)v->i; }

static V mk_int(int64_t i) { return (V){.k = V_INT, .dt = DT_INT64, .i = i}; }
static V mk_float(double f, DType dt) { return (V){.k = V_FLOAT, .dt = dt, .f = f}; }
static V mk_bool(bool b) { return (V){.k = V_BOOL, .dt = DT_BOOL, .i = b}; }

static V from_elem(DType dt, const char *p) {
  char kind = rt_dtypes[dt].kind;
  if (kind == 'f') return mk_float(rt_elem_get_f64(dt, p), dt);
  if (kind == 'b') return mk_bool(*p != 0);
  return mk_int(rt_elem_get_i64(dt, p));
}

static bool scalar(P *p, const V *v) {
  if (v->k == V_ARRAY || v->k == V_DIM || v->k == V_SHAPE) fail(p, "an array, a shape or a dim3 is not a number here");
  return !p->failed;
}

static V expr(P *p);

/* ---- names ---- */

static const char *const dims[] = {"threadIdx", "blockIdx", "blockDim", "gridDim"};

static int slot_named(const KirFunc *f, const char *name) {
  for (int k = 0; k < f->nslots; k++)
    if (strcmp(f->slots[k].name, name) == 0) return k;
  return -1;
}

static V mk_array(const SimArr *A) {
  V v = {.k = V_ARRAY, .A = A};
  for (int d = 0; d < A->ndim; d++) v.lo[d] = 0, v.st[d] = 1, v.n[d] = A->shape[d];
  return v;
}

/* The view's axes (those that run): how many, their numbers in axes. */
static int view_axes(const V *a, int *axes) {
  int nv = 0;
  for (int d = 0; d < a->A->ndim; d++)
    if (a->n[d] >= 0) axes[nv++] = d;
  return nv;
}

static const SimArr *array_of(P *p, int slot) {
  if (p->L->f->slots[slot].kind == KIR_SLOT_LOCAL) return p->w->locals ? &p->w->locals[slot] : NULL;
  return &p->L->arrs[slot];
}

static V name_value(P *p, const char *name) {
  V v = mk_int(0);
  for (int k = 0; k < 4; k++)
    if (strcmp(name, dims[k]) == 0) return (V){.k = V_DIM, .i = k};
  if (!p->eval) return v;
  const KirFunc *f = p->L->f;
  for (int k = 0; k < f->nvars; k++) {
    const KirVar *kv = &f->vars[k];
    if (kv->call != p->call || strcmp(kv->name, name) != 0) continue;
    if (kv->reg >= 0) {
      if (dbg_reg_state(p->w, p->lane, kv->reg) == 0) {
        fail(p, "%s is not set at this point (thread (%d,%d,%d) has not assigned it yet)", name,
             p->w->tid[0][p->lane], p->w->tid[1][p->lane], p->w->tid[2][p->lane]);
        return v;
      }
      DType dt = f->regs[kv->reg];
      const char *lanes = (const char *)(p->w->regs + (size_t)kv->reg * SIM_WARP);
      return from_elem(dt, lanes + p->lane * rt_dtypes[dt].itemsize);
    }
    int slot = kv->slot;
    const SimArr *A = array_of(p, slot);
    if (A) return mk_array(A);
  }
  int slot = p->call < 0 ? slot_named(f, name) : -1; /* the kernel's arrays by their names */
  const SimArr *A = slot >= 0 ? array_of(p, slot) : NULL;
  if (A) return mk_array(A);
  fail(p, "No symbol \"%s\" in the current context.", name);
  return v;
}

static V dim_member(P *p, const V *d, const char *m) {
  int axis = m[1] ? -1 : m[0] - 'x';
  if (axis < 0 || axis > 2) {
    fail(p, "%s has no member named '%s' (x, y, z)", dims[d->i], m);
    return mk_int(0);
  }
  if (!p->eval) return mk_int(0);
  switch (d->i) {
  case 0: return mk_int(p->w->tid[axis][p->lane]);
  case 1: return mk_int(p->L->ctaid[axis]);
  case 2: return mk_int(p->L->block[axis]);
  default: return mk_int(p->L->grid[axis]);
  }
}

/* ---- subscripts ---- */

static bool index_in(P *p, int64_t *i, int64_t n, int axis) {
  int64_t raw = *i;
  if (*i < 0) *i += n;
  if (*i < 0 || *i >= n) fail(p, "index %lld is out of bounds for axis %d with size %lld", (long long)raw, axis, (long long)n);
  return !p->failed;
}

/* Item j of a[...] on view axis j (axis d of the array): an index fixes it, lo:hi[:st] narrows it. */
static void subscript_item(P *p, V *a, int j, int d) {
  V lo = {0}, hi = {0}, st = {0};
  bool has_lo = false, has_hi = false, has_st = false, slice = false;
  skip(p);
  if (*p->s != ':') lo = expr(p), has_lo = true;
  if (accept(p, ":")) {
    slice = true;
    skip(p);
    if (*p->s != ':' && *p->s != ']' && *p->s != ',') hi = expr(p), has_hi = true;
    if (accept(p, ":")) {
      skip(p);
      if (*p->s != ']' && *p->s != ',') st = expr(p), has_st = true;
    }
  }
  if (p->failed || !p->eval) return;
  if (d < 0) return fail(p, "too many indices for an array of %d dimensions", j);
  if ((has_lo && lo.k != V_INT) || (has_hi && hi.k != V_INT) || (has_st && st.k != V_INT))
    return fail(p, "array indices must be integers");
  int64_t n = a->n[d];
  if (!slice) {
    if (!index_in(p, &lo.i, n, j)) return;
    a->lo[d] += lo.i * a->st[d];
    a->n[d] = -1;
    return;
  }
  int64_t s = has_st ? st.i : 1;
  if (s == 0) return fail(p, "slice step cannot be zero");
  int64_t b = has_lo ? lo.i : (s > 0 ? 0 : n - 1), e = has_hi ? hi.i : (s > 0 ? n : -n - 1);
  if (b < 0) b += n;
  if (e < 0) e += n;
  if (s > 0) b = b < 0 ? 0 : b > n ? n : b, e = e < 0 ? 0 : e > n ? n : e;
  else b = b < -1 ? -1 : b > n - 1 ? n - 1 : b, e = e < -1 ? -1 : e > n - 1 ? n - 1 : e;
  a->lo[d] += b * a->st[d];
  a->st[d] *= s;
  a->n[d] = s > 0 ? (e > b ? (e - b + s - 1) / s : 0) : (b > e ? (b - e - s - 1) / -s : 0);
}

/* An array with every axis fixed is its element. */
static V settle(P *p, V a) {
  int axes[KIR_MAX_INDEX];
  if (!p->eval || a.k != V_ARRAY || view_axes(&a, axes)) return a;
  const char *q = a.A->data + (a.A->per_lane ? p->lane * a.A->lane_bytes : 0);
  for (int d = 0; d < a.A->ndim; d++) q += a.lo[d] * a.A->strides[d];
  return from_elem(a.A->dtype, q);
}

/* a[...]: each item on the next axis of the view as it was before the bracket. */
static V subscript(P *p, V v) {
  int axes[KIR_MAX_INDEX], nv = p->eval && v.k == V_ARRAY ? view_axes(&v, axes) : 0;
  if (p->eval && v.k == V_SHAPE) { /* a.shape[k] */
    V k = expr(p);
    if (!p->failed && !accept(p, "]")) fail(p, "expected ']' at '%s'", p->s);
    if (p->failed) return v;
    if (k.k != V_INT) return fail(p, "tuple indices must be integers"), v;
    nv = view_axes(&v, axes);
    if (k.i < 0) k.i += nv;
    if (k.i < 0 || k.i >= nv) return fail(p, "tuple index out of range"), v;
    return mk_int(v.n[axes[k.i]]);
  }
  if (p->eval && v.k != V_ARRAY) fail(p, "only arrays can be indexed");
  int j = 0;
  do subscript_item(p, &v, j, j < nv ? axes[j] : -1), j++;
  while (!p->failed && accept(p, ","));
  if (!p->failed && !accept(p, "]")) fail(p, "expected ']' at '%s'", p->s);
  return settle(p, v);
}

/* An array's .shape, .size, .ndim. */
static V array_member(P *p, V v, const char *m) {
  int axes[KIR_MAX_INDEX], nv = view_axes(&v, axes);
  int64_t size = 1;
  for (int k = 0; k < nv; k++) size *= v.n[axes[k]];
  if (strcmp(m, "shape") == 0) return v.k = V_SHAPE, v;
  if (strcmp(m, "size") == 0) return mk_int(size);
  if (strcmp(m, "ndim") == 0) return mk_int(nv);
  fail(p, "no member named '%s' here (an array's: shape, size, ndim)", m);
  return v;
}

static V postfix(P *p, V v) {
  for (;;) {
    if (accept(p, ".")) {
      skip(p);
      char m[32];
      size_t n = 0;
      while (is_name_char(*p->s) && n < sizeof m - 1) m[n++] = *p->s++;
      m[n] = 0;
      if (v.k == V_ARRAY && p->eval) {
        v = array_member(p, v, m);
      } else if (v.k != V_DIM && p->eval) {
        fail(p, "no member named '%s' here", m);
        return v;
      } else if (v.k == V_DIM) {
        v = dim_member(p, &v, m);
      }
    } else if (accept(p, "[")) {
      v = subscript(p, v);
    } else {
      return v;
    }
    if (p->failed) return v;
  }
}

static V primary(P *p) {
  skip(p);
  if (accept(p, "(")) {
    V v = expr(p);
    if (!p->failed && !accept(p, ")")) fail(p, "expected ')' at '%s'", p->s);
    return v;
  }
  if (accept(p, "True")) return mk_bool(true);
  if (accept(p, "False")) return mk_bool(false);
  if ((*p->s >= '0' && *p->s <= '9') || (*p->s == '.' && p->s[1] >= '0' && p->s[1] <= '9')) {
    char *end;
    double f = strtod(p->s, &end);
    bool is_float = false;
    for (const char *q = p->s; q < end; q++) is_float |= *q == '.' || *q == 'e' || *q == 'E';
    V v = is_float ? mk_float(f, DT_FLOAT64) : mk_int(strtoll(p->s, NULL, 10));
    p->s = end;
    return v;
  }
  if (is_name_char(*p->s)) {
    char name[64];
    size_t n = 0;
    while (is_name_char(*p->s) && n < sizeof name - 1) name[n++] = *p->s++;
    name[n] = 0;
    if (strcmp(name, "len") == 0 && accept(p, "(")) { /* len(a): its first axis */
      V a = expr(p);
      if (!p->failed && !accept(p, ")")) fail(p, "expected ')' at '%s'", p->s);
      if (p->failed || !p->eval) return postfix(p, mk_int(0));
      int axes[KIR_MAX_INDEX];
      if (a.k != V_ARRAY || !view_axes(&a, axes)) return fail(p, "len() takes an array here"), mk_int(0);
      return postfix(p, mk_int(a.n[axes[0]]));
    }
    /* `cuda.threadIdx.x` as the kernel's source spells it: the same as `threadIdx.x`. */
    if (strcmp(name, "cuda") == 0 && *p->s == '.') {
      for (int k = 0; k < 4; k++) {
        size_t len = strlen(dims[k]);
        if (strncmp(p->s + 1, dims[k], len) == 0 && !is_name_char(p->s[1 + len])) {
          p->s += 1 + len;
          return postfix(p, (V){.k = V_DIM, .i = k});
        }
      }
    }
    return postfix(p, name_value(p, name));
  }
  fail(p, *p->s ? "syntax error at '%s'" : "expected an expression%s", p->s);
  return mk_int(0);
}

static V unary(P *p) {
  if (accept(p, "-")) {
    V v = unary(p);
    if (!scalar(p, &v)) return v;
    return v.k == V_FLOAT ? mk_float(-v.f, v.dt) : mk_int(-v.i);
  }
  if (accept(p, "+")) return unary(p);
  return postfix(p, primary(p));
}

static V arith(P *p, char op, V a, V b) {
  if (!scalar(p, &a) || !scalar(p, &b)) return a;
  bool fl = a.k == V_FLOAT || b.k == V_FLOAT || op == '/';
  DType dt = a.dt == DT_FLOAT32 && (b.dt == DT_FLOAT32 || b.k != V_FLOAT) ? DT_FLOAT32
             : b.dt == DT_FLOAT32 && a.k != V_FLOAT ? DT_FLOAT32 : DT_FLOAT64;
  if ((op == '/' || op == 'f' || op == '%') && num(&b) == 0) {
    fail(p, "division by zero");
    return a;
  }
  if (fl) {
    double x = num(&a), y = num(&b), r;
    switch (op) {
    case '+': r = x + y; break;
    case '-': r = x - y; break;
    case '*': r = x * y; break;
    case '/': r = x / y; break;
    case 'f': r = floor(x / y); break;
    default: r = x - floor(x / y) * y; break;
    }
    return mk_float(r, dt);
  }
  int64_t x = a.i, y = b.i;
  switch (op) {
  case '+': return mk_int(x + y);
  case '-': return mk_int(x - y);
  case '*': return mk_int(x * y);
  case 'f': return mk_int(x / y - ((x % y != 0) && ((x < 0) != (y < 0))));
  default: return mk_int(((x % y) + y) % y);
  }
}

static V mul(P *p) {
  V v = unary(p);
  for (;;) {
    char op = accept(p, "//") ? 'f' : accept(p, "*") ? '*' : accept(p, "/") ? '/' : accept(p, "%") ? '%' : 0;
    if (!op || p->failed) return v;
    V r = unary(p);
    if (p->eval) v = arith(p, op, v, r);
  }
}

static V add(P *p) {
  V v = mul(p);
  for (;;) {
    char op = accept(p, "+") ? '+' : accept(p, "-") ? '-' : 0;
    if (!op || p->failed) return v;
    V r = mul(p);
    if (p->eval) v = arith(p, op, v, r);
  }
}

static V cmp(P *p) {
  V a = add(p);
  static const char *const ops[] = {"==", "!=", "<=", ">=", "<", ">"};
  for (int k = 0; k < 6; k++) {
    if (!accept(p, ops[k])) continue;
    V b = add(p);
    if (!p->eval || !scalar(p, &a) || !scalar(p, &b)) return mk_bool(false);
    double x = num(&a), y = num(&b);
    bool r = k == 0 ? x == y : k == 1 ? x != y : k == 2 ? x <= y : k == 3 ? x >= y : k == 4 ? x < y : x > y;
    return mk_bool(r);
  }
  return a;
}

static bool truth(P *p, const V *v) { return scalar(p, v) && num(v) != 0; }

static V not_expr(P *p) {
  if (!accept(p, "not")) return cmp(p);
  V v = not_expr(p);
  return p->eval ? mk_bool(!truth(p, &v)) : v;
}

static V and_expr(P *p) {
  V v = not_expr(p);
  while (!p->failed && accept(p, "and")) {
    V r = not_expr(p);
    if (p->eval) v = truth(p, &v) ? r : v;
  }
  return v;
}

static V expr(P *p) {
  V v = and_expr(p);
  while (!p->failed && accept(p, "or")) {
    V r = and_expr(p);
    if (p->eval) v = truth(p, &v) ? v : r;
  }
  return v;
}

/* ---- printing ---- */

static void put_scalar(StrBuf *sb, const V *v) {
  if (v->k == V_BOOL) rt_sb_puts(sb, v->i ? "True" : "False");
  else if (v->k == V_INT) rt_sb_printf(sb, "%lld", (long long)v->i);
  else if (v->dt == DT_FLOAT32) rt_format_float32_repr(sb, (float)v->f);
  else rt_format_float_repr(sb, v->f);
}

/* The elements of a (its running axes from `axis` on) as nested lists. */
static void put_array(P *p, StrBuf *sb, V a, int axis, int *budget) {
  while (axis < a.A->ndim && a.n[axis] < 0) axis++;
  if (axis == a.A->ndim) {
    V s = settle(p, a);
    put_scalar(sb, &s);
    return;
  }
  rt_sb_putc(sb, '[');
  for (int64_t k = 0; k < a.n[axis]; k++) {
    if (k) rt_sb_puts(sb, ", ");
    if (--*budget < 0) {
      rt_sb_puts(sb, "...");
      break;
    }
    V e = a;
    e.lo[axis] = a.lo[axis] + k * a.st[axis];
    e.n[axis] = -1;
    put_array(p, sb, e, axis + 1, budget);
  }
  rt_sb_putc(sb, ']');
}

static void put_value(P *p, StrBuf *sb, const V *v, int *budget) {
  int axes[KIR_MAX_INDEX];
  if (v->k == V_ARRAY) return put_array(p, sb, *v, 0, budget);
  if (v->k != V_SHAPE) return put_scalar(sb, v);
  int nv = view_axes(v, axes);
  rt_sb_putc(sb, '(');
  for (int k = 0; k < nv; k++) rt_sb_printf(sb, "%s%lld", k ? ", " : "", (long long)v->n[axes[k]]);
  rt_sb_puts(sb, nv == 1 ? ",)" : ")");
}

bool dbg_eval(SimLaunch *L, SimWarp *w, int lane, int call, const char *text, char *out, size_t n, bool *is_true,
              char *err, size_t nerr) {
  P p = {.s = text, .L = L, .w = w, .lane = lane, .call = call, .eval = true, .err = err, .nerr = nerr};
  StrBuf sb;
  rt_sb_init(&sb);
  int budget = 1000, items = 0;
  V v;
  do { /* `print a, b`: a tuple, as Python shows it */
    v = expr(&p);
    if (!p.failed && v.k == V_DIM) fail(&p, "%s is a dim3: print %s.x, .y or .z", dims[v.i], dims[v.i]);
    if (p.failed) break;
    rt_sb_puts(&sb, items++ ? ", " : "");
    put_value(&p, &sb, &v, &budget);
  } while (accept(&p, ","));
  skip(&p);
  if (!p.failed && *p.s) fail(&p, "syntax error at '%s'", p.s);
  if (!p.failed)
    snprintf(out, n, items > 1 ? "(%s)" : "%s", sb.data ? sb.data : "");
  rt_sb_free(&sb);
  if (p.failed) return false;
  if (is_true) *is_true = items > 1 || (v.k != V_ARRAY && v.k != V_SHAPE && num(&v) != 0);
  return true;
}

bool dbg_expr_syntax_ok(const char *text, char *err, size_t nerr) {
  P p = {.s = text, .eval = false, .err = err, .nerr = nerr};
  expr(&p);
  skip(&p);
  if (!p.failed && *p.s) fail(&p, "syntax error at '%s'", p.s);
  return !p.failed;
}

void dbg_elem_text(DType dt, const char *p, char *buf, size_t n) {
  V v = from_elem(dt, p);
  StrBuf sb;
  rt_sb_init(&sb);
  put_scalar(&sb, &v);
  snprintf(buf, n, "%s", sb.data ? sb.data : "");
  rt_sb_free(&sb);
}
