/* kir_typer_view.c — returning a view of an array from compiled code (`return a[1:-1]`,
 * `return a.T`, `return a[:, 0]`, `return x[::2]` of an array the function made).
 *
 * The result registers of an array hold its slot's number, and after it 1 + 2 * ndim int64
 * registers: the view's byte offset from the array's first element, then its shape and its
 * strides in bytes (return_stmt reserves them for every array result; a whole array leaves
 * them unset). The slot's number carries KIR_RET_VIEW when they describe a view; the host
 * (kir_host.c) then makes an ndarray over the array's memory (NumPy's view: its base the array
 * that owns the memory), so writes go through to the argument, as in Numba. */
#include <string.h>

#include "../base/error.h"
#include "kir_typer.h"

bool kir_view_is_whole(TVal v) {
  bool whole = !v.nfixed && !v.fixmask && !v.rev;
  for (int k = 0; k < KIR_MAX_INDEX; k++) whole = whole && !v.off[k] && !v.len[k] && !v.step[k];
  return whole;
}

/* Numba's layout for the view (numba/core/typing/arraydecl.py get_array_index_type and
 * the transpose): a C array indexed by integers, then at most one slice without a step
 * (the rest untouched) stays C; a.T of C is F and of F is C; any other view is A. */
static char view_layout(TVal v, int ndim, char layout) {
  bool touched = v.fixmask != 0;
  for (int ax = 0; ax < ndim; ax++) touched = touched || v.off[ax] || v.len[ax] || v.step[ax];
  if (!touched) return !v.rev ? layout : layout == 'C' ? 'F' : layout == 'F' ? 'C' : 'A';
  if (layout != 'C' || v.rev) return 'A';
  int ax = 0;
  while (ax < ndim && (v.fixmask >> ax & 1)) ax++;
  if (ax < ndim && v.step[ax]) return 'A';
  for (int j = ax + 1; j < ndim; j++)
    if ((v.fixmask >> j & 1) || v.off[j] || v.len[j] || v.step[j]) return 'A';
  return 'C';
}

KirTy kir_view_type(const Typer *T, TVal v, KirTy base) {
  const KirSlot *s = &T->f->slots[v.slot];
  KirTy t = base;
  t.ndim = s->ndim - __builtin_popcount(v.fixmask & ((1u << s->ndim) - 1));
  t.layout = view_layout(v, s->ndim, base.layout);
  return t;
}

static int stride_of(Typer *T, int slot, int ax, Span span) {
  KirInst *in = kir_emit(T->f, KIR_SHAPE, span);
  in->arr = slot;
  in->sub = 1;
  in->imm.i = ax;
  in->d = kir_new_reg(T->f, DT_INT64);
  return in->d;
}

void kir_view_regs(Typer *T, TVal v, int *regs, Span span) {
  const KirSlot *s = &T->f->slots[v.slot];
  int ndim = s->ndim, offset = kir_const_int(T, 0, DT_INT64, span), stride[KIR_MAX_INDEX];
  for (int ax = 0; ax < ndim; ax++) stride[ax] = stride_of(T, v.slot, ax, span);
  for (int ax = 0; ax < ndim; ax++) {
    int first = -1;
    if (v.fixmask >> ax & 1) { /* the program's index: counted from the end, then checked */
      int n = kir_view_extent(T, (TVal){.kind = TV_ARRAY, .slot = v.slot}, ax, span);
      KirInst *in = kir_emit(T->f, KIR_CHECKIDX, span);
      in->a = v.fixed[ax];
      in->b = n;
      in->arr = v.slot;
      in->sub = (uint8_t)ax;
      first = in->d = kir_new_reg(T->f, DT_INT64);
    } else if (v.off[ax]) {
      first = v.off[ax] - 1;
    }
    if (first >= 0) offset = kir_binop(T, KB_ADD, offset, kir_binop(T, KB_MUL, first, stride[ax], span), span);
  }
  int own = ndim - __builtin_popcount(v.fixmask & ((1u << ndim) - 1));
  regs[0] = offset;
  for (int j = 0; j < own; j++) {
    int ax = kir_view_axis(v, j);
    regs[1 + j] = kir_view_extent(T, v, ax, span);
    regs[1 + own + j] = v.step[ax] ? kir_binop(T, KB_MUL, stride[ax], v.step[ax] - 1, span) : stride[ax];
  }
}
