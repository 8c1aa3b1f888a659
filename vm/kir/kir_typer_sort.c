/* kir_typer_sort.c — sorting 1-D arrays in @njit code (CPU code): np.sort(a) is a sorted C copy
 * of a (an array, a view or an array expression), a.sort() sorts a whole C 1-D array in place
 * (an argument typed C, or an array the function made), both an ALLOC with sub KIR_ALLOC_SORT
 * (the prelude's quicksort, NaNs last). Sorted values do not depend on the algorithm, so they are
 * Numba's (its quicksort), save the order of 0.0 and -0.0, which compare equal. a.sort() of a
 * view or of an F or A argument, and other dtypes, are type errors: the interpreter tier runs
 * the function. */
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

static bool sortable(DType t) {
  switch (t) {
  case DT_FLOAT64: case DT_FLOAT32: case DT_INT64: case DT_INT32: case DT_INT16: case DT_INT8: case DT_UINT64:
  case DT_UINT32: case DT_UINT16: case DT_UINT8: case DT_BOOL:
    return true;
  default: return false;
  }
}

static int own_ndim(const Typer *T, TVal v) {
  return T->f->slots[v.slot].ndim - __builtin_popcount(v.fixmask & ((1u << T->f->slots[v.slot].ndim) - 1));
}

/* Is v a whole 1-D C array the engine holds (a HEAP slot, or an argument typed C)? */
static bool whole_c(const Typer *T, TVal v) {
  if (v.kind != TV_ARRAY || !kir_view_is_whole(v) || T->f->slots[v.slot].ndim != 1) return false;
  const KirSlot *s = &T->f->slots[v.slot];
  if (s->kind == KIR_SLOT_HEAP) return true; /* allocated, or a reshape of a C array: its memory in order */
  if (s->kind != KIR_SLOT_PARAM || s->param < 0 || s->param >= T->f->sig.nargs) return false;
  const KirTy *t = &T->f->sig.args[s->param];
  return t->kind == KIR_TY_ARRAY && t->layout == 'C' && !t->rec && t->dtype == s->dtype;
}

static void sort_in_place(Typer *T, int slot, Span span) {
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = slot;
  in->sub = KIR_ALLOC_SORT;
}

bool kir_sort_method(Typer *T, Expr *e, TVal *out) {
  Expr *func = e->as.call.func;
  if (T->f->target != KIR_TARGET_CPU || func->kind != EX_ATTR || strcmp(func->as.attr.name, "sort") != 0) return false;
  Expr *obj = func->as.attr.obj;
  if (obj->kind != EX_NAME) return false;
  TVar *var = kir_find_var(T, obj->as.name.id);
  if (!var || !var->assigned || var->val.kind != TV_ARRAY) return false;
  Span span = e->span;
  if (e->as.call.nargs || e->as.call.nkw) kir_type_error(T, span, "a.sort() with arguments is not compiled yet");
  TVal a = kir_expr(T, obj);
  if (!sortable(T->f->slots[a.slot].dtype)) kir_type_error(T, span, "a.sort() of %s is not compiled yet", rt_dtypes[T->f->slots[a.slot].dtype].name);
  if (!whole_c(T, a)) kir_type_error(T, span, "a.sort() of a view or of an array that is not C-contiguous is not compiled yet");
  sort_in_place(T, a.slot, span);
  memset(out, 0, sizeof *out);
  out->kind = TV_NONE;
  return true;
}

bool kir_sort_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out) {
  if (T->f->target != KIR_TARGET_CPU || !rt_is_native(f) || strcmp(RT_AS(NativeFunc, f)->name, "sort") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, "sort");
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  Span span = e->span;
  if (e->as.call.nargs != 1 || e->as.call.nkw) kir_type_error(T, span, "np.sort() with these arguments is not compiled yet");
  TVal a = argv[0];
  if (!kir_arrayish(T, a)) kir_type_error(T, span, "np.sort() of this value is not compiled yet");
  DType dt = kir_ae_dtype(T, a);
  if (!sortable(dt)) kir_type_error(T, span, "np.sort() of %s is not compiled yet", rt_dtypes[dt].name);
  TVal c = kir_array_copy(T, a, span);
  if (own_ndim(T, c) != 1) kir_type_error(T, span, "np.sort() of a %d-D array is not compiled yet", own_ndim(T, c));
  sort_in_place(T, c.slot, span);
  *out = c;
  return true;
}
