/* kir_typer_rebind.c — array variables bound to new arrays as compiled code runs (CPU code):
 * `u = u_new` after `u_new = u.copy()` in a time loop, `a, b = b, a`, `x = x + dt * f(x)`,
 * `x = x0` then `x = step(x)`. Numba gives such a name one array type and reference-counts
 * the arrays; here the variable gets a HEAP slot of its own (a rebinding slot, KirSlot.rebinds)
 * that each binding sets with ALLOC's KIR_ALLOC_BIND: the slot takes the bound array's
 * descriptor and a reference of its own to its array (KirRun.share, kir_heap.c), dropping the
 * one it held, so an array lives while a variable or an allocation slot holds it and none
 * leaks (the call's table drops the rest when it ends). Reads of the variable are reads of its
 * slot: no guards, one code path.
 *
 * Where another name would see a rebinding slot change under it, that name keeps a reference
 * of its own: a name bound to another variable's whole array becomes a rebound variable too
 * (`x_old = x`), a view bound to a name (`row = u[i]`) views a slot holding the array it was
 * made from (TVar.vbase), the arrays of a tuple being unpacked are read into slots of their
 * own first (`a, b = b, a`), and so is a reshape's base.
 *
 * The arrays bound must be whole C arrays (allocated ones, reshapes of them, C parameters) of
 * one dtype and rank, as the engine takes a HEAP slot's last stride for its item size; others,
 * and rebinding inside a prange loop a variable rebound outside it, are type errors (the
 * interpreter tier runs the function). A variable bound only inside a prange loop to arrays
 * made before it keeps kir_typer_choice.c's selectors. */
#include <string.h>

#include "kir_typer.h"

/* A new slot that ALLOC's KIR_ALLOC_BIND sets (its descriptor h<slot>, as an allocation's). */
static int new_rebinding_slot(Typer *T, DType dt, int ndim, const char *name) {
  int slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, ndim, name);
  T->f->slots[slot].param = slot;
  T->f->slots[slot].rebinds = true;
  return slot;
}

/* The slot whose array a binding to src holds: a reshape's root base (a reshape has no array of
 * its own), else src. */
static int array_of(const KirFunc *f, int src) {
  for (int up = kir_reshape_base(f, src); up >= 0; up = kir_reshape_base(f, up)) src = up;
  return src;
}

static void emit_bind(Typer *T, int dst, int src, Span span) {
  if (kir_in_prange(T->f)) kir_type_error(T, span, "an array variable rebound inside a prange loop is not compiled yet");
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = dst;
  in->sub = KIR_ALLOC_BIND;
  in->b = src;
  in->imm.i = array_of(T->f, src);
}

/* Is slot a whole C array the engine can hold in a HEAP slot? */
static bool c_array(const Typer *T, int slot) {
  const KirSlot *s = &T->f->slots[slot];
  if (s->kind == KIR_SLOT_HEAP) return true;
  if (s->kind != KIR_SLOT_PARAM || s->param < 0 || s->param >= T->f->sig.nargs) return false;
  const KirTy *t = &T->f->sig.args[s->param];
  return t->kind == KIR_TY_ARRAY && t->layout == 'C' && !t->rec && t->dtype == s->dtype && t->ndim == s->ndim;
}

int kir_rebind_pin(Typer *T, int slot, Span span) {
  const KirSlot *s = &T->f->slots[slot];
  if (!s->rebinds) return slot;
  int pin = new_rebinding_slot(T, s->dtype, s->ndim, s->name);
  emit_bind(T, pin, slot, span);
  return pin;
}

TVal kir_rebind_unalias(Typer *T, TVal v, Span span) {
  if (T->f->target != KIR_TARGET_CPU) return v;
  if (v.kind == TV_ARRAY) {
    v.slot = kir_rebind_pin(T, v.slot, span);
    return v;
  }
  if (v.kind != TV_TUPLE) return v;
  TVal t = v;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(v.n ? v.n : 1));
  for (int k = 0; k < v.n; k++) t.items[k] = kir_rebind_unalias(T, v.items[k], span);
  return t;
}

/* Does binding var to the whole array in slot make it a rebound variable? When the slot is
 * another variable's rebinding slot or an array a loop makes anew for another name, or var
 * held another array before. */
static bool must_rebind(Typer *T, const TVar *var, int slot) {
  if (T->f->slots[slot].rebinds && slot != var->vslot - 1) return true;
  if (kir_loop_slot_taken(T, slot, var->name)) return true;
  return var->assigned && var->val.kind == TV_ARRAY && var->val.slot != slot;
}

/* A view of a rebinding slot bound to var: the view's array in var's own base slot. */
static void own_base(Typer *T, TVar *var, TVal *v, Span span) {
  const KirSlot *s = &T->f->slots[v->slot];
  if (var->vbase) {
    const KirSlot *b = &T->f->slots[var->vbase - 1];
    if (b->dtype != s->dtype || b->ndim != s->ndim)
      kir_type_error(T, span, "'%s' views arrays of different types (%dd %s and %dd %s)", var->name, b->ndim,
                     rt_dtypes[b->dtype].name, s->ndim, rt_dtypes[s->dtype].name);
  } else {
    var->vbase = new_rebinding_slot(T, s->dtype, s->ndim, var->name) + 1;
  }
  emit_bind(T, var->vbase - 1, v->slot, span);
  v->slot = var->vbase - 1;
}

bool kir_rebind_var(Typer *T, TVar *var, TVal *v, Span span) {
  if (T->f->target != KIR_TARGET_CPU || v->kind != TV_ARRAY) return false;
  THint *h = kir_hint(T->scope, var->name);
  bool whole = kir_whole_array(*v);
  /* inside a prange loop the selectors of kir_typer_choice.c choose among the arrays */
  if (!h->rebound && whole && !kir_in_prange(T->f) && must_rebind(T, var, v->slot)) {
    h->rebound = true;
    if (var->assigned && var->val.kind == TV_ARRAY) T->scope->changed = true; /* its earlier reads are typed again */
  }
  if (!h->rebound) {
    if (!whole && T->f->slots[v->slot].rebinds) own_base(T, var, v, span);
    return false;
  }
  if (!whole)
    kir_type_error(T, span, "'%s' is bound to new arrays as the function runs, so each must be a whole array, not a view",
                   var->name);
  const KirSlot *s = &T->f->slots[v->slot];
  if (!c_array(T, v->slot))
    kir_type_error(T, span, "'%s' is bound to new arrays as the function runs and to an array that is not C-contiguous",
                   var->name);
  if (!var->vslot) {
    var->vslot = new_rebinding_slot(T, s->dtype, s->ndim, var->name) + 1;
  } else {
    const KirSlot *own = &T->f->slots[var->vslot - 1];
    if (own->dtype != s->dtype || own->ndim != s->ndim)
      kir_type_error(T, span, "'%s' is bound to arrays of different types (%dd %s and %dd %s)", var->name, own->ndim,
                     rt_dtypes[own->dtype].name, s->ndim, rt_dtypes[s->dtype].name);
  }
  if (v->slot != var->vslot - 1) emit_bind(T, var->vslot - 1, v->slot, span);
  memset(&var->val, 0, sizeof var->val);
  var->val.kind = TV_ARRAY;
  var->val.slot = var->vslot - 1;
  var->sel = 0;
  return true;
}
