/* kir_typer_nprandom.c — NumPy's legacy draws in @njit code, natively: np.random.seed(n),
 * np.random.random() (random_sample, sample, ranf), rand(), randn(), standard_normal(),
 * normal(loc, scale), uniform(low, high), each also with a size (rand/randn: the dimensions as
 * arguments) filling a new C array in C order, one draw per element, as Numba's loops over
 * out.flat do. The draws are RANDOM instructions with subs KIR_RANDOM_NP (a double of 53 bits),
 * KIR_RANDOM_NP_GAUSS (the legacy polar Box-Muller with its cached second value) and
 * KIR_RANDOM_NP_SEED (init_genrand of the low 32 bits, the cache dropped), on the generator the
 * interpreter tier's np.random draws from (vm/np/np_random.c's global RandomState), so native
 * code and the interpreter tier give one stream; seeded in the jitted code it is Numba's.
 * normal is loc + scale * gauss, uniform low + (high - low) * u (numba/cpython/randomimpl.py).
 * Other forms (keywords, other distributions) are type errors: the interpreter tier runs them. */
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"

typedef enum { NR_SEED, NR_RANDOM, NR_RANDOM_SAMPLE, NR_SAMPLE, NR_RANF, NR_RAND, NR_RANDN, NR_STDNORMAL, NR_NORMAL,
               NR_UNIFORM, NR_COUNT } NpRandomFn;

static const char *const nr_names[NR_COUNT] = {"seed",  "random", "random_sample",   "sample", "ranf",
                                               "rand",  "randn",  "standard_normal", "normal", "uniform"};

/* Which of numpy.random's functions f is (by identity), or -1. */
static int nr_kind(Value f) {
  if (!rt_is_native(f)) return -1;
  const char *name = RT_AS(NativeFunc, f)->name;
  for (int k = 0; k < NR_COUNT; k++) {
    if (strcmp(name, nr_names[k]) != 0) continue;
    Value np = rt_import("numpy.random");
    Value same = rt_module_lookup(np, name);
    rt_decref(np); /* the module stays in the import table */
    return rt_is_obj(same) && same.as.o == f.as.o ? k : -1;
  }
  return -1;
}

static int draw(Typer *T, int sub, Span span) {
  KirInst *in = kir_emit(T->f, KIR_RANDOM, span);
  in->sub = (uint8_t)sub;
  in->d = kir_new_reg(T->f, DT_FLOAT64);
  return in->d;
}

static int real_arg(Typer *T, TVal v, const char *fn, Span span) {
  int r = kir_to_reg(T, v, span);
  char k = rt_dtypes[T->f->regs[r]].kind;
  if (k != 'i' && k != 'u' && k != 'f' && k != 'b') kir_type_error(T, span, "np.random.%s() takes real numbers here", fn);
  return kir_cast(T, r, DT_FLOAT64, span);
}

/* One draw of the distribution: p0, p1 its float64 parameters (normal: loc, scale; uniform:
 * low, high - low). */
static int one(Typer *T, int kind, int p0, int p1, Span span) {
  switch (kind) {
  case NR_RANDN: case NR_STDNORMAL: return draw(T, KIR_RANDOM_NP_GAUSS, span);
  case NR_NORMAL: return kir_binop(T, KB_ADD, p0, kir_binop(T, KB_MUL, p1, draw(T, KIR_RANDOM_NP_GAUSS, span), span), span);
  case NR_UNIFORM: return kir_binop(T, KB_ADD, p0, kir_binop(T, KB_MUL, p1, draw(T, KIR_RANDOM_NP, span), span), span);
  default: return draw(T, KIR_RANDOM_NP, span);
  }
}

/* The dimensions of a size: an integer or a tuple of them, as int64 registers; their number. */
static int size_dims(Typer *T, TVal v, int *dims, Span span) {
  int n = v.kind == TV_TUPLE ? v.n : 1;
  if (n < 1 || n > KIR_MAX_INDEX) kir_type_error(T, span, "np.random's size of %d dimensions is not compiled", n);
  for (int k = 0; k < n; k++) {
    TVal d = v.kind == TV_TUPLE ? v.items[k] : v;
    int r = d.kind == TV_REG ? d.reg : -1;
    char kind = r >= 0 ? rt_dtypes[T->f->regs[r]].kind : 0;
    if (kind != 'i' && kind != 'u') kir_type_error(T, span, "np.random's size must be an integer or a tuple of integers");
    dims[k] = kir_cast(T, r, DT_INT64, span);
  }
  return n;
}

/* A new C array of the dimensions, each element one draw in C order. */
static TVal fill(Typer *T, int kind, const int *dims, int nd, int p0, int p1, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, DT_FLOAT64, nd, "$random");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  int idx[KIR_MAX_INDEX], inc[KIR_MAX_INDEX];
  for (int k = 0; k < nd; k++) idx[k] = kir_loop_open(T, dims[k], &inc[k], span);
  int v = one(T, kind, p0, p1, span);
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  for (int k = 0; k < nd; k++) st->idx[k] = idx[k];
  st->a = v;
  st->sub = (uint8_t)((1u << nd) - 1); /* each index within its own extent */
  for (int k = nd - 1; k >= 0; k--) kir_loop_close(T, idx[k], inc[k], span);
  return r;
}

static TVal number(int reg) { return kir_tval_reg(reg); }

bool kir_np_random_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out) {
  int kind = nr_kind(f);
  if (kind < 0) return false;
  Span span = e->span;
  const char *name = nr_names[kind];
  if (T->f->target != KIR_TARGET_CPU) kir_type_error(T, span, "np.random.%s() is only compiled in @jit functions", name);
  if (e->as.call.nkw) kir_type_error(T, span, "np.random.%s() with keywords is not compiled yet", name);
  (void)argc;
  int n = e->as.call.nargs, dims[KIR_MAX_INDEX];
  if (kind == NR_SEED) {
    int r = n == 1 && argv[0].kind == TV_REG ? argv[0].reg : -1;
    char k = r >= 0 ? rt_dtypes[T->f->regs[r]].kind : 0;
    if (k != 'i' && k != 'u' && k != 'b') kir_type_error(T, span, "np.random.seed() takes an integer in compiled code");
    int seed = kir_cast(T, r, DT_INT64, span); /* before the RANDOM: kir_emit may move the code */
    KirInst *in = kir_emit(T->f, KIR_RANDOM, span);
    in->sub = KIR_RANDOM_NP_SEED;
    in->a = seed;
    in->d = kir_new_reg(T->f, DT_FLOAT64);
    memset(out, 0, sizeof *out);
    out->kind = TV_NONE;
    return true;
  }
  if (kind == NR_RAND || kind == NR_RANDN) { /* the dimensions as arguments */
    if (n == 0) {
      *out = number(one(T, kind, -1, -1, span));
      return true;
    }
    if (n > KIR_MAX_INDEX) kir_type_error(T, span, "np.random.%s() of %d dimensions is not compiled", name, n);
    for (int k = 0; k < n; k++) size_dims(T, argv[k], &dims[k], span);
    *out = fill(T, kind, dims, n, -1, -1, span);
    return true;
  }
  int nparams = kind == NR_NORMAL || kind == NR_UNIFORM ? 2 : 0;
  if (n != nparams && n != nparams + 1) kir_type_error(T, span, "np.random.%s() with %d arguments is not compiled yet", name, n);
  int p0 = -1, p1 = -1;
  if (nparams) {
    p0 = real_arg(T, argv[0], name, span);
    p1 = real_arg(T, argv[1], name, span);
    if (kind == NR_UNIFORM) p1 = kir_binop(T, KB_SUB, p1, p0, span); /* Numba's width */
  }
  if (n == nparams) {
    *out = number(one(T, kind, p0, p1, span));
    return true;
  }
  int nd = size_dims(T, argv[nparams], dims, span);
  *out = fill(T, kind, dims, nd, p0, p1, span);
  return true;
}
