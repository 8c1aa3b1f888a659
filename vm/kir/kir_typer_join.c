/* kir_typer_join.c — joining 1-D arrays in @njit code (CPU code): np.concatenate((a, b, ...))
 * and np.hstack of them, a new 1-D C array of the items in turn; np.stack((a, b, ...)) and
 * np.vstack, a new 2-D C array with one row per item (their lengths equal, else Numba's
 * ValueError "np.stack(): all input arrays must have the same shape"). The result's dtype is
 * the items' promoted one (Numba's np.result_type of them). Other forms (an axis, N-D items, a
 * list) are type errors: the interpreter tier runs them. */
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"

typedef enum { JN_CONCATENATE, JN_HSTACK, JN_STACK, JN_VSTACK, JN_COUNT } JoinKind;
static const char *const jn_names[JN_COUNT] = {"concatenate", "hstack", "stack", "vstack"};

static int join_kind(Value f) {
  if (!rt_is_native(f)) return -1;
  const char *name = RT_AS(NativeFunc, f)->name;
  for (int k = 0; k < JN_COUNT; k++) {
    if (strcmp(name, jn_names[k]) != 0) continue;
    Value np = rt_import("numpy");
    Value same = rt_module_lookup(np, name);
    rt_decref(np); /* the module stays in the import table */
    return rt_is_obj(same) && same.as.o == f.as.o ? k : -1;
  }
  return -1;
}

static int own_ndim(const Typer *T, TVal v) {
  return T->f->slots[v.slot].ndim - __builtin_popcount(v.fixmask & ((1u << T->f->slots[v.slot].ndim) - 1));
}

static void set(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* Element i (checked) of the 1-D view v, loaded. */
static int load1(Typer *T, TVal v, int i, Span span) {
  int ax = kir_view_axis(v, 0);
  KirInst tmp;
  for (int k = 0; k < T->f->slots[v.slot].ndim; k++) tmp.idx[k] = k == ax ? kir_view_index(T, v, ax, i, span) : v.fixed[k];
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  memcpy(in->idx, tmp.idx, sizeof tmp.idx);
  in->arr = v.slot;
  in->d = kir_new_reg(T->f, T->f->slots[v.slot].dtype);
  return in->d;
}

bool kir_join_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out) {
  int kind = join_kind(f);
  if (kind < 0 || T->f->target != KIR_TARGET_CPU) return false;
  Span span = e->span;
  const char *name = jn_names[kind];
  if (e->as.call.nargs != 1 || e->as.call.nkw || argv[0].kind != TV_TUPLE || argv[0].n < 1)
    kir_type_error(T, span, "np.%s() of other than one tuple of arrays is not compiled yet", name);
  int n = argv[0].n;
  TVal *items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)n);
  int *len = vm_arena_alloc(T->arena, sizeof(int) * (size_t)n);
  DType dt = DT_BOOL;
  for (int k = 0; k < n; k++) {
    items[k] = kir_ae_force(T, argv[0].items[k], span);
    if (items[k].kind != TV_ARRAY || own_ndim(T, items[k]) != 1)
      kir_type_error(T, span, "np.%s() of other than 1-D arrays is not compiled yet", name);
    DType t = T->f->slots[items[k].slot].dtype;
    if (kir_is_cplx_dtype(t) || t == DT_FLOAT16 || t == DT_LONGDOUBLE)
      kir_type_error(T, span, "np.%s() of %s arrays is not compiled yet", name, rt_dtypes[t].name);
    dt = k == 0 ? t : dt == t ? dt : kir_arith_type(KB_ADD, dt, t);
    len[k] = kir_view_extent(T, items[k], kir_view_axis(items[k], 0), span);
  }
  bool rows = kind == JN_STACK || kind == JN_VSTACK;
  int total = len[0];
  for (int k = 1; k < n; k++) {
    if (rows) kir_raise_value_error_if(T, kir_binop(T, KB_NE, len[k], len[0], span), "np.stack(): all input arrays must have the same shape", span);
    else total = kir_binop(T, KB_ADD, total, len[k], span);
  }
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, rows ? 2 : 1, rows ? "$stack" : "$concatenate");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  int nrows = rows ? kir_const_int(T, n, DT_INT64, span) : -1; /* before the ALLOC: kir_emit may move the code */
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = rows ? nrows : total;
  if (rows) in->idx[1] = len[0];
  int at = kir_new_reg(T->f, DT_INT64); /* concatenate: where item k starts */
  set(T, at, kir_const_int(T, 0, DT_INT64, span), span);
  for (int k = 0; k < n; k++) {
    int one, i = kir_loop_open(T, len[k], &one, span);
    int val = kir_cast(T, load1(T, items[k], i, span), dt, span);
    int row = rows ? kir_const_int(T, k, DT_INT64, span) : kir_binop(T, KB_ADD, at, i, span);
    KirInst *st = kir_emit(T->f, KIR_STORE, span);
    st->arr = r.slot;
    st->idx[0] = row;
    st->idx[1] = rows ? i : -1;
    st->a = val;
    st->sub = rows ? 3 : 1; /* within the extents the allocation took */
    kir_loop_close(T, i, one, span);
    if (!rows) set(T, at, kir_binop(T, KB_ADD, at, len[k], span), span);
  }
  *out = r;
  return true;
}
