/* np_fuse.c — elementwise chains evaluated in one pass (rt_np_fuse, array.h; docs/numerics.md,
 * "Fused chains").
 *
 * The VM hands over an expression such as np.exp(-x*x/2) / np.sqrt(2*np.pi) as a postfix
 * program over its leaves. Parts with no array in them (np.sqrt(2*np.pi)) are computed at once
 * as Python would; every operation on arrays becomes a node: the ufunc loop NumPy would run,
 * its output dtype, and where each input comes from (an array leaf, a scalar already cast to
 * the loop's dtype, or an earlier node). The nodes then run block by block: each node's loop on
 * a block of elements (FUSE_BLOCK_BYTES) into a scratch buffer that stays in cache, the last node
 * into the result. Elementwise loops compute each element on its
 * own, so the blocks give the bits of whole-array passes; x is read once and no temporary
 * array exists.
 *
 * A node is made only where NumPy's resolution needs no cast of an array operand (float32 with
 * Python scalars, float64 with float64, ...) and every array leaf is C-contiguous with one
 * shape; anything else (broadcasting, mixed dtypes, views) runs operation by operation through
 * the ordinary operators and ufunc calls, with the same results as unfused code. Floating-point
 * warnings are gathered per node and reported in the nodes' order after the pass. Large
 * results are split over the cores (np_par.h). */
#include <fenv.h>
#include <stdlib.h>
#include <string.h>

#include "../base/config.h"
#include "../base/error.h"
#include "np_loops.h"
#include "np_par.h"
#include "../obj/ops.h"

#define FUSE_MAX 64      /* program length, nodes and stack depth */
/* Bytes per node per step (elements: this over the widest item size, a multiple of every SIMD
 * width). Small blocks keep a chain's scratch buffers in L1 between its nodes: measured with
 * one thread on 10^6 and 10^7 float32/float64 (CPU time, seven chains), 2 KiB beat 1, 4, 8
 * and 64 KiB in nearly every row, e.g. x*y + y*z - z*x float32 10^7 7.9 ms against 11.4 ms with
 * the former 16384 elements, x * 2.0 + y * y float64 10^6 0.47 ms against 1.27 ms. */
#define FUSE_BLOCK_BYTES 2048
/* Scratch bytes per node: a last block is up to two blocks long. Where the buffers sit within
 * a 4 KiB page matters: a load whose address matches a recent store's in its low 12 bits
 * waits for it (4K aliasing), so a loop reading one buffer while writing another that lies a
 * few hundred bytes further on stalls at every element (it measured 1.5x slower). Buffer k
 * starts FUSE_SKEW0 - 384 k bytes into a page (mod 4096): 384 bytes or more before every
 * later buffer, and at least 1 KiB away from the page-aligned arrays, for chains of up to six
 * operations. */
#define FUSE_SLOT (65 * 4096 - 384)
#define FUSE_SKEW0 3008

typedef enum { IN_LEAF, IN_SCALAR, IN_NODE } InKind;

typedef struct FuseIn {
  InKind kind;
  int node;           /* IN_NODE */
  const char *data;   /* IN_LEAF: the array's data */
  int64_t step;       /* IN_LEAF: its item size */
  /* IN_SCALAR: the value cast to the loop's dtype, aligned for the widest (long double) */
  _Alignas(long double) int64_t scal[2];
} FuseIn;

typedef struct FuseNode {
  NpLoop loop;
  int nin;
  FuseIn in[2];
  DType odt;          /* output dtype */
  int64_t isz;        /* its item size */
  bool fp;            /* report the loop's floating-point flags */
  const char *name;
  int flags;          /* gathered over the blocks (atomically: blocks run on several threads) */
} FuseNode;

typedef struct Slot {
  Value v;            /* owned; RT_UNDEF for a node */
  int node;           /* -1 for a value */
} Slot;

typedef struct Fuse {
  FuseNode nodes[FUSE_MAX];
  int nnodes;
  int ndim;
  int64_t shape[RT_MAXDIM], size;
  bool shaped;
  Slot stack[FUSE_MAX];
  int sp;
  Value cache[FUSE_MAX]; /* results of scalar-only operations, by program position (owned) */
  char *out;
  bool nomem;
  bool strict;        /* rt_np_fuse's strict */
  int fp_flags;       /* the flags reported (np_fp_report_flags, read on the VM's thread) */
} Fuse;

/* Every slot not holding a value is RT_UNDEF, popped ones included. */
static void fuse_free(void *p) {
  Fuse *f = p;
  for (int i = 0; i < FUSE_MAX; i++) rt_decref(f->stack[i].v);
  for (int i = 0; i < FUSE_MAX; i++) rt_decref(f->cache[i]);
  free(f);
}

static bool is_scalar(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v);
}

/* ---- the check that costs nothing when it fails: the program's leaves ---- */

/* Every callee is a ufunc taking that many inputs, every other leaf an array or a number, and
 * one array is large enough that a fused pass pays. Nothing is computed. */
static bool worth_fusing(int nleaves, const Value *leaves, int nops, const uint8_t *ops) {
  int ids[FUSE_MAX], sp = 0;
  bool big = false, callee[FUSE_MAX] = {false};
  for (int pc = 0; pc < nops; pc++) {
    int code = ops[2 * pc], arg = ops[2 * pc + 1];
    if (code == NPF_LEAF) {
      if (arg >= nleaves || sp >= FUSE_MAX) return false;
      ids[sp++] = arg;
      continue;
    }
    int n = code == NPF_NEG ? 1 : code == NPF_BIN ? 2 : arg + 1;
    if (sp < n) return false;
    if (code == NPF_CALL) {
      int op, nin, id = ids[sp - n];
      if (id < 0 || !np_ufunc_info(leaves[id], &op, &nin) || nin != arg) return false;
      callee[id] = true;
    }
    sp -= n;
    ids[sp++] = -1;
  }
  for (int i = 0; i < nleaves; i++) {
    Value v = leaves[i];
    if (callee[i]) continue;
    if (rt_is_array(v)) big |= RT_AS(Array, v)->size >= NP_FUSE_MIN;
    else if (!is_scalar(v)) return false;
  }
  return big && sp == 1;
}

/* ---- planning: one node per operation on arrays ---- */

/* The input of a node from slot s; false when s is an array that cannot be read in blocks. */
static bool node_input(Fuse *f, const Slot *s, FuseIn *in, DType *dt, Value *scalar) {
  *scalar = rt_undef();
  if (s->node >= 0) {
    *in = (FuseIn){IN_NODE, s->node, NULL, 0, {0, 0}};
    *dt = f->nodes[s->node].odt;
    return true;
  }
  if (!rt_is_array(s->v)) {
    *scalar = s->v;
    *in = (FuseIn){IN_SCALAR, -1, NULL, 0, {0, 0}};
    return true;
  }
  const Array *a = RT_AS(Array, s->v);
  if (a->ndim == 0 || !rt_array_is_c_contiguous(a)) return false;
  if (!f->shaped) {
    f->ndim = a->ndim;
    memcpy(f->shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
    f->size = a->size;
    f->shaped = true;
  } else if (a->ndim != f->ndim || memcmp(a->shape, f->shape, sizeof(int64_t) * (size_t)a->ndim)) {
    return false;
  }
  *in = (FuseIn){IN_LEAF, -1, a->data, rt_dtypes[a->dtype].itemsize, {0, 0}};
  *dt = a->dtype;
  return true;
}

/* The ufunc an operation runs: *binary and *op, or false for one that is not fused. a ** 2 and
 * a ** 0.5 of a float array are np.square and np.sqrt, as the ** operator computes them. */
static bool node_ufunc(int code, int arg, const Slot *in, Value callee, bool *binary, int *op) {
  static const int bin[] = {[RT_OP_ADD] = NPB_ADD, [RT_OP_SUB] = NPB_SUB, [RT_OP_MUL] = NPB_MUL,
                            [RT_OP_TRUEDIV] = NPB_DIV};
  if (code == NPF_NEG) {
    *binary = false;
    *op = NPU_NEG;
    return true;
  }
  if (code == NPF_CALL) {
    int nin;
    np_ufunc_info(callee, op, &nin);
    *binary = nin == 2;
    return !(*binary && (*op == NPB_FLOORDIV || *op == NPB_MOD || *op == NPB_FMOD));
  }
  if (arg == RT_OP_POW) {
    Value e = in[1].v;
    if (in[1].node >= 0 || (e.tag != RT_INT && e.tag != RT_FLOAT)) return false;
    double x = e.tag == RT_INT ? (double)e.as.i : e.as.f;
    *binary = false;
    *op = x == 2.0 ? NPU_SQUARE : NPU_SQRT;
    return x == 2.0 || x == 0.5; /* the base's kind is checked by np_fuse_resolve's caller */
  }
  if (arg != RT_OP_ADD && arg != RT_OP_SUB && arg != RT_OP_MUL && arg != RT_OP_TRUEDIV)
    return false;
  *binary = true;
  *op = bin[arg];
  return true;
}

/* Adds the node for an operation on n input slots; its index, or -1 when it cannot be fused. */
static int plan_node(Fuse *f, int code, int arg, const Slot *in, int n, Value callee) {
  bool binary;
  int op;
  if (f->nnodes >= FUSE_MAX || !node_ufunc(code, arg, in, callee, &binary, &op)) return -1;
  int nin = binary ? 2 : 1;
  if (nin != n && !(code == NPF_BIN && !binary)) return -1;
  FuseNode *nd = &f->nodes[f->nnodes];
  DType dts[2] = {DT_BOOL, DT_BOOL}, odt;
  Value scal[2];
  for (int i = 0; i < nin; i++)
    if (!node_input(f, &in[i], &nd->in[i], &dts[i], &scal[i])) return -1;
  if (code == NPF_BIN && !binary && (!rt_is_undef(scal[0]) || rt_dtypes[dts[0]].kind != 'f'))
    return -1; /* ** on a scalar base or an int array is a real power */
  int64_t cast[2][2];
  nd->loop = np_fuse_resolve(binary, op, dts, scal, &odt, cast, &nd->fp);
  if (!nd->loop) return -1;
  for (int i = 0; i < nin; i++) memcpy(nd->in[i].scal, cast[i], sizeof cast[i]);
  nd->nin = nin;
  nd->isz = rt_dtypes[odt].itemsize;
  nd->name = binary ? np_binary_names[op] : np_unary_names[op];
  nd->flags = 0;
  nd->odt = odt;
  return f->nnodes++;
}

/* ---- computing an operation as unfused code would ---- */

/* The operation's value from its operands (callee: the function of a call), through the
 * ordinary operators and calls. */
static Value eval_op(int code, int arg, Value callee, const Slot *in, int n) {
  if (code == NPF_NEG) return rt_unop(RT_UOP_NEG, in[0].v);
  if (code == NPF_BIN) return rt_binop((BinOp)arg, in[0].v, in[1].v);
  Value args[FUSE_MAX];
  for (int i = 0; i < n; i++) args[i] = in[i].v;
  return rt_call(callee, n, args, NULL);
}

static void push(Fuse *f, Value v, int node) {
  f->stack[f->sp].v = v;
  f->stack[f->sp++].node = node;
}

/* Pops an operation's operands (and a call's callee, returned borrowed in *callee: it stays
 * owned by the slot until release_popped). */
static int pop_operands(Fuse *f, int code, int arg, Slot **in, Value *callee) {
  int n = code == NPF_NEG ? 1 : code == NPF_BIN ? 2 : arg;
  f->sp -= n;
  *in = &f->stack[f->sp];
  *callee = rt_undef();
  if (code == NPF_CALL) *callee = f->stack[--f->sp].v;
  return n;
}

/* Drops the popped slots from sp to sp + count. */
static void release_popped(Fuse *f, int count) {
  for (int i = 0; i < count; i++) {
    Value v = f->stack[f->sp + i].v;
    f->stack[f->sp + i].v = rt_undef();
    rt_decref(v);
  }
}

/* Pass A: scalar-only parts computed (and cached by position), array operations planned as
 * nodes. Returns false at the first operation that cannot be a node. */
static bool plan(Fuse *f, const Value *leaves, int nops, const uint8_t *ops) {
  for (int pc = 0; pc < nops; pc++) {
    int code = ops[2 * pc], arg = ops[2 * pc + 1];
    if (code == NPF_LEAF) {
      rt_incref(leaves[arg]);
      push(f, leaves[arg], -1);
      continue;
    }
    Slot *in;
    Value callee;
    int base = f->sp, n = pop_operands(f, code, arg, &in, &callee);
    bool arrays = false;
    for (int i = 0; i < n; i++) arrays |= in[i].node >= 0 || rt_is_array(in[i].v);
    int count = base - f->sp;
    if (!arrays && f->strict) return false;
    if (!arrays) {
      Value r = eval_op(code, arg, callee, in, n);
      rt_incref(r);
      f->cache[pc] = r;
      release_popped(f, count);
      push(f, r, -1);
      continue;
    }
    int node = plan_node(f, code, arg, in, n, callee);
    release_popped(f, count);
    if (node < 0) return false;
    push(f, rt_undef(), node);
  }
  return true;
}

/* Pass B, when planning failed: every operation in order, unfused (scalar parts from the
 * cache, so nothing runs twice), an array result of an earlier operation taking the next one's
 * result in place where the operators would (rt_np_binop_reuse). Returns the value. */
#define EAGER_TEMP (-2) /* Slot.node of an operation's result that only the stack holds */
static Value eager(Fuse *f, const Value *leaves, int nops, const uint8_t *ops) {
  for (int pc = 0; pc < nops; pc++) {
    int code = ops[2 * pc], arg = ops[2 * pc + 1];
    if (code == NPF_LEAF) {
      rt_incref(leaves[arg]);
      push(f, leaves[arg], -1);
      continue;
    }
    Slot *in;
    Value callee;
    int base = f->sp, n = pop_operands(f, code, arg, &in, &callee);
    Value r = f->cache[pc];
    bool temp = rt_is_undef(r);
    if (!temp) rt_incref(r);
    else if (code == NPF_BIN && (in[0].node == EAGER_TEMP || in[1].node == EAGER_TEMP))
      r = rt_np_binop_reuse((BinOp)arg, in[0].v, in[1].v, in[0].node == EAGER_TEMP,
                            in[1].node == EAGER_TEMP);
    if (temp && rt_is_undef(r)) r = eval_op(code, arg, callee, in, n);
    release_popped(f, base - f->sp);
    push(f, r, temp ? EAGER_TEMP : -1);
  }
  Value r = f->stack[--f->sp].v;
  f->stack[f->sp].v = rt_undef();
  return r;
}

/* ---- the blocked pass ---- */

static void run_block(Fuse *f, char *scratch, int64_t at, int64_t n) {
  int root = f->nnodes - 1;
  for (int k = 0; k < f->nnodes; k++) {
    FuseNode *nd = &f->nodes[k];
    char *p[3];
    int64_t s[3];
    for (int i = 0; i < nd->nin; i++) {
      const FuseIn *in = &nd->in[i];
      if (in->kind == IN_LEAF) p[i] = (char *)in->data + at * in->step, s[i] = in->step;
      else if (in->kind == IN_SCALAR) p[i] = (char *)in->scal, s[i] = 0;
      else p[i] = scratch + (size_t)in->node * FUSE_SLOT, s[i] = f->nodes[in->node].isz;
    }
    p[nd->nin] = k == root ? f->out + at * nd->isz : scratch + (size_t)k * FUSE_SLOT;
    s[nd->nin] = nd->isz;
    nd->loop(n, p, s);
    if (!nd->fp) continue;
    /* the flags are clear here (fuse_body cleared them, and so does every node that saw any):
     * testing is cheap, clearing is not */
    int fl = fetestexcept(f->fp_flags);
    if (!fl) continue;
    __atomic_fetch_or(&nd->flags, fl, __ATOMIC_RELAXED);
    feclearexcept(FE_ALL_EXCEPT);
  }
}

/* Elements [lo, hi) in blocks; the last block takes the remainder, so no loop sees a short
 * run that one whole-array pass would not (a loop may treat short runs apart). */
static void fuse_body(void *ctx, int64_t lo, int64_t hi) {
  Fuse *f = ctx;
  size_t bytes = ((size_t)f->nnodes * FUSE_SLOT + 2 * 4096) & ~(size_t)4095; /* C11's rule */
  char *scratch = aligned_alloc(4096, bytes);
  if (!scratch) {
    f->nomem = true;
    return;
  }
  int64_t isz = 1; /* the widest item a node reads or writes */
  for (int k = 0; k < f->nnodes; k++) {
    const FuseNode *nd = &f->nodes[k];
    if (nd->isz > isz) isz = nd->isz;
    for (int i = 0; i < nd->nin; i++)
      if (nd->in[i].kind == IN_LEAF && nd->in[i].step > isz) isz = nd->in[i].step;
  }
  int64_t block = FUSE_BLOCK_BYTES / isz;
  feclearexcept(FE_ALL_EXCEPT);
  for (int64_t at = lo; at < hi && !rt_interrupted;) {
    int64_t n = hi - at < 2 * block ? hi - at : block;
    run_block(f, scratch + FUSE_SKEW0, at, n);
    at += n;
  }
  free(scratch);
}

static Value run_nodes(Fuse *f) {
  const FuseNode *root = &f->nodes[f->nnodes - 1];
  Value res = rt_array_new(root->odt, f->ndim, f->shape, false);
  int mark = rt_cleanup_push_value(&res);
  f->out = RT_AS(Array, res)->data;
  if (f->size >= NP_PAR_MIN) np_par_for(f->size, NP_PAR_GRAIN, fuse_body, f);
  else fuse_body(f, 0, f->size);
  if (rt_interrupted) rt_check_interrupt();
  if (f->nomem) rt_raise(RT_EXC_MemoryError, "cannot allocate a fused pass's buffers");
  for (int k = 0; f->strict && k < f->nnodes; k++) {
    if (!f->nodes[k].flags) continue;
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  for (int k = 0; k < f->nnodes; k++) {
    int fl = f->nodes[k].flags;
    if (fl & FE_DIVBYZERO) np_warn("divide by zero", f->nodes[k].name);
    if (fl & FE_OVERFLOW) np_warn("overflow", f->nodes[k].name);
    if (fl & FE_INVALID) np_warn("invalid value", f->nodes[k].name);
    if (fl & FE_UNDERFLOW) np_warn("underflow", f->nodes[k].name);
  }
  rt_cleanup_pop(mark, false);
  return res;
}

/* WEFT_NP_FUSE=0 turns fusion off (benchmarks compare both ways). */
static bool fuse_enabled(void) {
  static int on = -1;
  if (on < 0) {
    const char *v = weft_config()->np_fuse;
    on = !(v && strcmp(v, "0") == 0);
  }
  return on;
}

bool rt_np_fuse(int nleaves, const Value *leaves, int nops, const uint8_t *ops, bool strict,
                Value *result) {
  if (!fuse_enabled() || nops > FUSE_MAX || !worth_fusing(nleaves, leaves, nops, ops)) return false;
  Fuse *f = calloc(1, sizeof *f);
  if (!f) return false;
  for (int i = 0; i < FUSE_MAX; i++) f->cache[i] = f->stack[i].v = rt_undef();
  f->strict = strict;
  f->fp_flags = np_fp_report_flags();
  int mark = rt_cleanup_push(fuse_free, f);
  Value r;
  if (plan(f, leaves, nops, ops)) {
    Slot *top = &f->stack[f->sp - 1];
    r = top->node >= 0 ? run_nodes(f) : top->v;
    if (top->node < 0) rt_incref(r);
  } else if (strict) {
    r = rt_undef();
  } else {
    for (int i = 0; i < f->sp; i++) {
      rt_decref(f->stack[i].v);
      f->stack[i].v = rt_undef();
    }
    f->sp = 0;
    r = eager(f, leaves, nops, ops);
  }
  *result = r;
  rt_cleanup_pop(mark, true);
  return !rt_is_undef(r);
}
