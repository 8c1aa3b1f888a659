/* kir_typer_mask.c — boolean masks in @njit code (CPU code): a[mask] of a 1-D array a and a 1-D
 * bool array or array expression mask (a[a > 0.5], a[(a > lo) & (a < hi)]) is a new 1-D C array
 * of the elements where the mask is true, in order (a count pass, then a fill pass); a[mask] = v
 * stores the number v (cast to a's dtype) at each of them, or a 1-D array v's elements in turn
 * (`a[m] += 1.0` reads a[m], then stores it back). Numba 0.56 takes one 1-D boolean index and
 * walks the mask's length; a mask longer than a reads (writes) past its end there, an IndexError
 * here (the loads and stores are checked). Other array indexes stay type errors. */
#include <stdio.h>
#include <string.h>

#include "kir_typer.h"

/* Could key be a boolean array (only then is it evaluated here)? */
static bool maybe_mask(Typer *T, const Expr *key) {
  switch (key->kind) {
  case EX_COMPARE: case EX_CALL: return true;
  case EX_BINOP: return key->as.binop.op == RT_OP_AND || key->as.binop.op == RT_OP_OR || key->as.binop.op == RT_OP_XOR;
  case EX_UNARY: return key->as.unary.op == RT_UOP_INVERT;
  case EX_NAME: {
    TVar *v = kir_find_var(T, key->as.name.id);
    return v && v->assigned && v->val.kind == TV_ARRAY;
  }
  default: return false;
  }
}

/* A hidden variable holding v, as a name expression (v was evaluated once already). */
static Expr *hidden(Typer *T, TVal v, Span span) {
  char id[64];
  snprintf(id, sizeof id, "$key%d_%d", span.line, span.col);
  kir_assign_var(T, id, v, span);
  Expr *e = vm_arena_alloc(T->arena, sizeof *e);
  memset(e, 0, sizeof *e);
  e->kind = EX_NAME;
  e->span = span;
  e->as.name.id = vm_arena_strndup(T->arena, id, strlen(id));
  return e;
}

static int own_ndim(const Typer *T, TVal v) {
  return T->f->slots[v.slot].ndim - __builtin_popcount(v.fixmask & ((1u << T->f->slots[v.slot].ndim) - 1));
}

bool kir_mask_key(Typer *T, TVal arr, Expr **key, TVal *mask) {
  if (T->f->target != KIR_TARGET_CPU || arr.kind != TV_ARRAY || !maybe_mask(T, *key)) return false;
  Span span = (*key)->span;
  TVal v = kir_expr_lazy(T, *key);
  if (!kir_arrayish(T, v)) {
    *key = hidden(T, v, span);
    return false;
  }
  if (kir_ae_dtype(T, v) != DT_BOOL)
    kir_type_error(T, span, "an array index of %s is not compiled yet (only a boolean mask)", rt_dtypes[kir_ae_dtype(T, v)].name);
  v = kir_ae_force(T, v, span);
  if (own_ndim(T, v) != 1 || own_ndim(T, arr) != 1)
    kir_type_error(T, span, "a boolean mask index of a %d-D array by a %d-D mask is not compiled (Numba: a 1-D mask)",
                   own_ndim(T, arr), own_ndim(T, v));
  *mask = v;
  return true;
}

/* The register of element i (an int64 register, checked) of the 1-D view v, loaded. */
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

static void store1(Typer *T, TVal v, int i, int val, Span span) {
  int ax = kir_view_axis(v, 0);
  KirInst tmp;
  for (int k = 0; k < T->f->slots[v.slot].ndim; k++) tmp.idx[k] = k == ax ? kir_view_index(T, v, ax, i, span) : v.fixed[k];
  int cast = kir_cast(T, val, T->f->slots[v.slot].dtype, span); /* before the STORE: kir_emit may move the code */
  KirInst *in = kir_emit(T->f, KIR_STORE, span);
  memcpy(in->idx, tmp.idx, sizeof tmp.idx);
  in->arr = v.slot;
  in->a = cast;
}

static void set(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* if mask[i]: (the load before the IF instruction: kir_emit may move the code) */
static void if_true(Typer *T, TVal mask, int i, Span span) {
  int c = load1(T, mask, i, span);
  kir_emit(T->f, KIR_IF, span)->a = c;
}

/* A counter register starting at 0; its increment. */
static int counter(Typer *T, Span span) {
  int c = kir_new_reg(T->f, DT_INT64);
  set(T, c, kir_const_int(T, 0, DT_INT64, span), span);
  return c;
}

static void bump(Typer *T, int c, Span span) {
  set(T, c, kir_binop(T, KB_ADD, c, kir_const_int(T, 1, DT_INT64, span), span), span);
}

TVal kir_mask_read(Typer *T, TVal arr, TVal mask, Span span) {
  int n = kir_view_extent(T, mask, kir_view_axis(mask, 0), span);
  int count = counter(T, span), one, i = kir_loop_open(T, n, &one, span);
  if_true(T, mask, i, span);
  bump(T, count, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_loop_close(T, i, one, span);
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, T->f->slots[arr.slot].dtype, 1, "$masked");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  in->idx[0] = count;
  int j = counter(T, span);
  i = kir_loop_open(T, n, &one, span);
  if_true(T, mask, i, span);
  store1(T, r, j, load1(T, arr, i, span), span);
  bump(T, j, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_loop_close(T, i, one, span);
  return r;
}

void kir_mask_write(Typer *T, TVal arr, TVal mask, TVal v, Span span) {
  v = kir_ae_force(T, v, span);
  bool seq = v.kind == TV_ARRAY;
  if (seq && own_ndim(T, v) != 1) kir_type_error(T, span, "a[mask] = array of %d dimensions is not compiled", own_ndim(T, v));
  if (!seq && v.kind != TV_REG) kir_type_error(T, span, "a[mask] = this value is not compiled yet");
  int n = kir_view_extent(T, mask, kir_view_axis(mask, 0), span);
  int j = seq ? counter(T, span) : -1, one, i = kir_loop_open(T, n, &one, span);
  if_true(T, mask, i, span);
  store1(T, arr, i, seq ? load1(T, v, j, span) : v.reg, span);
  if (seq) bump(T, j, span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_loop_close(T, i, one, span);
}
