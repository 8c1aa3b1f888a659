/* kir_typer_nprandom.c — NumPy's legacy draws in @njit code, natively: np.random.seed(n),
 * np.random.random() (random_sample, sample, ranf), rand(), randn(), standard_normal(),
 * normal(loc, scale), uniform(low, high), each also with a size (rand/randn: the dimensions as
 * arguments) filling a new C array in C order, one draw per element, as Numba's loops over
 * out.flat do. The draws are RANDOM instructions with subs KIR_RANDOM_NP (a double of 53 bits),
 * KIR_RANDOM_NP_GAUSS (the legacy polar Box-Muller with its cached second value) and
 * KIR_RANDOM_NP_SEED (init_genrand of the low 32 bits, the cache dropped), on the generator the
 * interpreter tier's np.random draws from (vm/np/np_random.c's global RandomState), so native
 * code and the interpreter tier give one stream; seeded in the jitted code it is Numba's.
 * normal is loc + scale * gauss, uniform low + (high - low) * u, randint(low, high) Numba's
 * _randrange_impl on 32-bit words (KIR_RANDOM_NP_U32) (numba/cpython/randomimpl.py).
 * Other forms (keywords, other distributions) are type errors: the interpreter tier runs them. */
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"

typedef enum { NR_SEED, NR_RANDOM, NR_RANDOM_SAMPLE, NR_SAMPLE, NR_RANF, NR_RAND, NR_RANDN, NR_STDNORMAL, NR_NORMAL,
               NR_UNIFORM, NR_RANDINT, NR_COUNT } NpRandomFn;

static const char *const nr_names[NR_COUNT] = {"seed",  "random", "random_sample",   "sample", "ranf",   "rand",
                                               "randn", "standard_normal", "normal", "uniform", "randint"};

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

static void set(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

static int word(Typer *T, Span span) {
  KirInst *in = kir_emit(T->f, KIR_RANDOM, span);
  in->sub = KIR_RANDOM_NP_U32;
  in->d = kir_new_reg(T->f, DT_INT64);
  return in->d;
}

/* A word's low bits bits (1..32): word & (0xffffffff >> (32 - bits)). */
static int low_bits(Typer *T, int bits, Span span) {
  int shift = kir_binop(T, KB_SUB, kir_const_int(T, 32, DT_INT64, span), bits, span);
  int mask = kir_binop(T, KB_SHR, kir_const_int(T, 0xffffffffLL, DT_INT64, span), shift, span);
  return kir_binop(T, KB_AND, word(T, span), mask, span);
}

/* np.random.randint(low, high) as Numba's _randrange_impl on NumPy's state: n = high - low
 * (ValueError when empty), 0 when n is 1, else nbits of n - 1 drawn as NumPy does (a word's low
 * bits; above 32 the high word first) until below n; low + that. p0 low, p1 n. */
static int randint_one(Typer *T, int low, int n, int nbits, Span span) {
  int r = kir_new_reg(T->f, DT_INT64), one = kir_const_int(T, 1, DT_INT64, span);
  set(T, r, kir_const_int(T, 0, DT_INT64, span), span);
  int many = kir_binop(T, KB_NE, n, one, span);
  kir_emit(T->f, KIR_IF, span)->a = many;
  kir_emit(T->f, KIR_LOOP, span);
  int small = kir_binop(T, KB_LE, nbits, kir_const_int(T, 32, DT_INT64, span), span);
  kir_emit(T->f, KIR_IF, span)->a = small;
  set(T, r, low_bits(T, nbits, span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = small;
  int high = low_bits(T, kir_binop(T, KB_SUB, nbits, kir_const_int(T, 32, DT_INT64, span), span), span);
  int lo = word(T, span);
  set(T, r, kir_binop(T, KB_ADD, lo, kir_binop(T, KB_SHL, high, kir_const_int(T, 32, DT_INT64, span), span), span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  int again = kir_binop(T, KB_GE, r, n, span);
  kir_emit(T->f, KIR_LOOPCOND, span)->a = again;
  kir_emit(T->f, KIR_LATCH, span);
  kir_emit(T->f, KIR_ENDLOOP, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return kir_binop(T, KB_ADD, low, r, span);
}

static int int64_arg(Typer *T, TVal v, Span span) {
  int r = v.kind == TV_REG ? v.reg : -1;
  if (r < 0 || T->f->regs[r] != DT_INT64) kir_type_error(T, span, "np.random.randint() of other than int64 bounds is not compiled yet");
  return r;
}

/* One draw of the distribution: p0, p1 its float64 parameters (normal: loc, scale; uniform:
 * low, high - low); randint: low, n and nbits (int64). */
static int one3(Typer *T, int kind, int p0, int p1, int p2, Span span) {
  if (kind == NR_RANDINT) return randint_one(T, p0, p1, p2, span);
  switch (kind) {
  case NR_RANDN: case NR_STDNORMAL: return draw(T, KIR_RANDOM_NP_GAUSS, span);
  case NR_NORMAL: return kir_binop(T, KB_ADD, p0, kir_binop(T, KB_MUL, p1, draw(T, KIR_RANDOM_NP_GAUSS, span), span), span);
  case NR_UNIFORM: return kir_binop(T, KB_ADD, p0, kir_binop(T, KB_MUL, p1, draw(T, KIR_RANDOM_NP, span), span), span);
  default: return draw(T, KIR_RANDOM_NP, span);
  }
}

static int one(Typer *T, int kind, int p0, int p1, Span span) { return one3(T, kind, p0, p1, -1, span); }

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
static TVal fill(Typer *T, int kind, const int *dims, int nd, int p0, int p1, int p2, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, kind == NR_RANDINT ? DT_INT64 : DT_FLOAT64, nd, "$random");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  int idx[KIR_MAX_INDEX], inc[KIR_MAX_INDEX];
  for (int k = 0; k < nd; k++) idx[k] = kir_loop_open(T, dims[k], &inc[k], span);
  int v = one3(T, kind, p0, p1, p2, span);
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
    *out = fill(T, kind, dims, n, -1, -1, -1, span);
    return true;
  }
  if (kind == NR_RANDINT) { /* (high), (low, high), (low, high, size) */
    if (n < 1 || n > 3) kir_type_error(T, span, "np.random.randint() with %d arguments is not compiled yet", n);
    int low = n == 1 ? kir_const_int(T, 0, DT_INT64, span) : int64_arg(T, argv[0], span);
    int high = int64_arg(T, argv[n == 1 ? 0 : 1], span);
    int count = kir_binop(T, KB_SUB, high, low, span);
    kir_raise_value_error_if(T, kir_binop(T, KB_LE, count, kir_const_int(T, 0, DT_INT64, span), span), "empty range for randrange()", span);
    int nm1 = kir_binop(T, KB_SUB, count, kir_const_int(T, 1, DT_INT64, span), span);
    /* its bit length (LLVM's ctlz in Numba; KIR's BITS is a CUDA operation the engine keeps
     * for kernels) */
    int nbits = kir_new_reg(T->f, DT_INT64), t = kir_new_reg(T->f, DT_INT64), zero = kir_const_int(T, 0, DT_INT64, span);
    int one_i = kir_const_int(T, 1, DT_INT64, span);
    set(T, nbits, zero, span);
    set(T, t, nm1, span);
    kir_emit(T->f, KIR_LOOP, span);
    int more = kir_binop(T, KB_GT, t, zero, span);
    kir_emit(T->f, KIR_LOOPCOND, span)->a = more;
    set(T, t, kir_binop(T, KB_SHR, t, one_i, span), span);
    set(T, nbits, kir_binop(T, KB_ADD, nbits, one_i, span), span);
    kir_emit(T->f, KIR_LATCH, span);
    kir_emit(T->f, KIR_ENDLOOP, span);
    if (n < 3) {
      *out = number(randint_one(T, low, count, nbits, span));
      return true;
    }
    int nd = size_dims(T, argv[2], dims, span);
    *out = fill(T, kind, dims, nd, low, count, nbits, span);
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
  *out = fill(T, kind, dims, nd, p0, p1, -1, span);
  return true;
}
