/* kir_typer_reduce.c — a.sum(), a.min(), a.max(), a.mean() of a 1-D array (or a 1-D view) in
 * compiled code, as Numba 0.56 computes them: one loop in element order (sum: integers and
 * bools in int64, unsigned in uint64, floats in their own type; mean: that sum over the size,
 * float64 for integers and bools, ZeroDivisionError when empty; min/max: the array's dtype, the
 * first NaN when there is one, ValueError when empty). Other forms (axis=, more dimensions)
 * are type errors: the interpreter tier runs them. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "kir_typer.h"

typedef enum { RD_SUM, RD_MIN, RD_MAX, RD_MEAN } ReduceKind;

static int reduce_kind(const char *name) {
  static const char *const names[] = {"sum", "min", "max", "mean"};
  for (int k = 0; k < 4; k++)
    if (strcmp(name, names[k]) == 0) return k;
  return -1;
}

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* Element i (an int64 register, 0 <= i < its extent) of the 1-D view a, along array axis ax. */
static int load(Typer *T, TVal a, int ax, int i, Span span) {
  const KirSlot *s = &T->f->slots[a.slot];
  KirInst tmp;
  for (int k = 0; k < s->ndim; k++) tmp.idx[k] = k == ax ? kir_view_index(T, a, ax, i, span) : a.fixed[k];
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  in->arr = a.slot;
  for (int k = 0; k < s->ndim; k++) in->idx[k] = tmp.idx[k];
  in->d = kir_new_reg(T->f, s->dtype);
  return in->d;
}

/* if n == 0: raise ValueError(msg) — raised by native code too (RAISE's sub 1). */
static void raise_if_empty(Typer *T, int n, const char *msg, Span span) {
  int empty = kir_binop(T, KB_EQ, n, kir_const_int(T, 0, DT_INT64, span), span);
  kir_emit(T->f, KIR_IF, span)->a = empty;
  int msg_arg = kir_add_print_arg(T->f, -1, msg);
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_ValueError;
  in->sub = 1;
  in->args = msg_arg;
  in->nargs = 1;
  kir_emit(T->f, KIR_ENDIF, span);
}

bool kir_reduce_call(Typer *T, Expr *e, TVal *out) {
  Expr *func = e->as.call.func;
  if (func->kind != EX_ATTR || T->f->target != KIR_TARGET_CPU) return false;
  int kind = reduce_kind(func->as.attr.name);
  if (kind < 0) return false;
  Expr *obj = func->as.attr.obj, *base = obj;
  while (base->kind == EX_SUBSCRIPT) base = base->as.subscript.obj; /* a[1:].sum(), m[i].max() */
  if (base->kind != EX_NAME) return false;
  TVar *var = kir_find_var(T, base->as.name.id);
  if (!var || !var->assigned || var->val.kind != TV_ARRAY) return false;
  Span span = e->span;
  const char *name = func->as.attr.name;
  if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "%s() with arguments is not compiled yet", name);
  TVal a = kir_expr(T, obj);
  if (a.kind != TV_ARRAY) return false;
  const KirSlot *s = &T->f->slots[a.slot];
  int own = s->ndim - __builtin_popcount(a.fixmask & ((1u << s->ndim) - 1));
  if (own != 1) kir_type_error(T, span, "%s() of a %d-D array is not compiled yet", name, own);
  DType dt = s->dtype;
  char k = rt_dtypes[dt].kind;
  if (k != 'b' && k != 'i' && k != 'u' && k != 'f') kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  if (dt == DT_FLOAT16 || dt == DT_LONGDOUBLE) kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  int ax = kir_view_axis(a, 0);
  int n = kir_view_extent(T, a, ax, span);
  bool minmax = kind == RD_MIN || kind == RD_MAX;
  DType acc_t = minmax ? dt
                : kind == RD_MEAN ? (k == 'f' ? dt : DT_FLOAT64)
                : k == 'f' ? dt : k == 'u' ? DT_UINT64 : DT_INT64;
  int acc = kir_new_reg(T->f, acc_t);
  int i = kir_new_reg(T->f, DT_INT64);
  if (minmax) {
    raise_if_empty(T, n, kind == RD_MIN ? "zero-size array to reduction operation minimum which has no identity"
                                        : "zero-size array to reduction operation maximum which has no identity", span);
    mov(T, acc, load(T, a, ax, kir_const_int(T, 0, DT_INT64, span), span), span);
    mov(T, i, kir_const_int(T, 1, DT_INT64, span), span);
  } else {
    mov(T, acc, kir_const_int(T, 0, acc_t, span), span);
    mov(T, i, kir_const_int(T, 0, DT_INT64, span), span);
  }
  kir_emit(T->f, KIR_LOOP, span);
  int more = kir_binop(T, KB_LT, i, n, span);
  kir_emit(T->f, KIR_LOOPCOND, span)->a = more;
  int x = load(T, a, ax, i, span);
  if (minmax) { /* acc stays once it is NaN; a NaN or a smaller (larger) x replaces it */
    int take = kir_binop(T, kind == RD_MIN ? KB_LT : KB_GT, x, acc, span);
    int next;
    if (k == 'f') {
      take = kir_binop(T, KB_OR, take, kir_binop(T, KB_NE, x, x, span), span);
      next = kir_select(T, kir_binop(T, KB_NE, acc, acc, span), acc, kir_select(T, take, x, acc, span), span);
    } else {
      next = kir_select(T, take, x, acc, span);
    }
    mov(T, acc, next, span);
  } else {
    mov(T, acc, kir_cast(T, kir_binop(T, KB_ADD, acc, kir_cast(T, x, acc_t, span), span), acc_t, span), span);
  }
  kir_emit(T->f, KIR_LATCH, span);
  mov(T, i, kir_binop(T, KB_ADD, i, kir_const_int(T, 1, DT_INT64, span), span), span);
  kir_emit(T->f, KIR_ENDLOOP, span);
  int r = acc;
  if (kind == RD_MEAN) r = kir_cast(T, kir_binop(T, KB_DIV, acc, kir_cast(T, n, acc_t, span), span), acc_t, span);
  *out = kir_tval_reg(r);
  return true;
}
