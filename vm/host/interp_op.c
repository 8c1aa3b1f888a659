/* interp_op.c — operators whose special method is a Python function (`a + b` with `__add__`
 * defined in a class): the method's frame pushed above the running one (FRAME_OP), without
 * re-entering vm_execute, and its answer handed back when it returns (op_result, which the
 * operator instruction takes when it runs again); an answer of NotImplemented continues the
 * protocol in C. The dispatch loop (interp.c) calls these two. */
#include "../base/prof_sink.h"
#include "../obj/class.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

static inline bool is_instance(Value v) {
  return v.tag == RT_OBJ && v.as.o->type == &rt_instance_type;
}

/* Push the frame of method(self, other) (a Python function) above frame; false when it does
 * not take exactly two arguments or the stack is full (the C path then raises). */
static inline __attribute__((always_inline)) bool push_op_frame(Vm *vm, CallFrame *frame,
                                                                Value method, Value self,
                                                                Value other, int step,
                                                                bool negate) {
  Function *fn = RT_AS(Function, method);
  Proto *p = fn->proto;
  Value *base = frame->base + frame->fn->proto->nregs + 1;
  if (p->nparams != 2 || frame - vm->frames + *vm->c_depth + 2 >= vm_depth_limit(vm) ||
      base + p->nregs > vm->stack + VM_STACK_SIZE) {
    return false;
  }
  rt_incref(method);
  rt_incref(self);
  rt_incref(other);
  /* above the running frame: the caller's dead temporaries may still hold references */
  setreg(&base[-1], method);
  setreg(&base[0], self);
  setreg(&base[1], other);
  for (int j = 2; j < p->nlocals; j++) setreg(&base[j], rt_undef()); /* vm_push_frame's fast path */
  CallFrame *f = &vm->frames[vm->nframes++];
  f->fn = fn;
  f->pc = p->code;
  f->base = base;
  f->entry = false;
  f->kind = FRAME_OP;
  f->step = (uint8_t)step;
  f->negate = negate;
  if (PROF_EXACT()) vm_prof_enter(p);
  return true;
}

/* Any other pair of operands (rt_binop_next finds the method to try). */
static __attribute__((noinline)) bool op_frame_general(Vm *vm, CallFrame *frame, BinOp op,
                                                       Value a, Value b) {
  BinopCall c;
  int step = rt_binop_next(op, a, b, 0, &c);
  if (step < 0 || !vm_is_function(c.method)) return false;
  return push_op_frame(vm, frame, c.method, c.self, c.other, step, c.negate);
}

bool vm_op_frame(Vm *vm, CallFrame *frame, BinOp op, Value a, Value b) {
  Value m;
  if (is_instance(a) && is_instance(b) && RT_AS(Instance, a)->cls == RT_AS(Instance, b)->cls &&
      vm_is_function(m = rt_class_special(RT_AS(Instance, a)->cls, RT_SP_BINOP + op))) {
    /* the common case: both of one class, which has the method (what rt_binop_next says) */
    return push_op_frame(vm, frame, m, a, b,
                         op >= RT_OP_EQ ? RT_BINOP_STEP_REFLECTED : RT_BINOP_STEP_END, false);
  }
  return op_frame_general(vm, frame, op, a, b);
}

/* The operator and operands of the instruction before pc (an operator that vm_op_frame took). */
static void op_operands(const Instr *pc, Value *R, const Value *K, BinOp *op, Value *a,
                        Value *b) {
  Instr i = pc[-1];
  switch (I_OP(i)) {
    case OP_BINOP: *op = (BinOp)I_C(i); *a = R[I_B(i)]; *b = R[I_B(i) + 1]; return;
    case OP_ADDK: case OP_SUBK: case OP_MULK: case OP_MODK: case OP_FLOORDIVK:
      *a = R[I_B(i)];
      *b = K[I_CK(i)];
      break;
    case OP_JNLT: case OP_JNLE: case OP_JNGT: case OP_JNGE: case OP_JNEQ: case OP_JNNE:
      *a = R[I_A(i)];
      *b = R[I_B(i)];
      break;
    case OP_JNLTI: case OP_JNLEI: case OP_JNGTI: case OP_JNGEI: case OP_JNEQI: case OP_JNNEI:
      *a = R[I_A(i)];
      *b = rt_int(I_B(i) - VM_IMM_BIAS);
      break;
    default:
      *a = R[I_B(i)];
      *b = R[I_CREG(i)];
  }
  static const BinOp ops[OP_COUNT] = {
      [OP_ADD] = RT_OP_ADD, [OP_SUB] = RT_OP_SUB, [OP_MUL] = RT_OP_MUL,
      [OP_TRUEDIV] = RT_OP_TRUEDIV, [OP_FLOORDIV] = RT_OP_FLOORDIV, [OP_MOD] = RT_OP_MOD,
      [OP_POW] = RT_OP_POW, [OP_ADDK] = RT_OP_ADD, [OP_SUBK] = RT_OP_SUB, [OP_MULK] = RT_OP_MUL,
      [OP_MODK] = RT_OP_MOD, [OP_FLOORDIVK] = RT_OP_FLOORDIV, [OP_EQ] = RT_OP_EQ,
      [OP_NE] = RT_OP_NE, [OP_LT] = RT_OP_LT, [OP_LE] = RT_OP_LE, [OP_GT] = RT_OP_GT,
      [OP_GE] = RT_OP_GE, [OP_JNLT] = RT_OP_LT, [OP_JNLE] = RT_OP_LE, [OP_JNGT] = RT_OP_GT,
      [OP_JNGE] = RT_OP_GE, [OP_JNEQ] = RT_OP_EQ, [OP_JNNE] = RT_OP_NE, [OP_JNLTI] = RT_OP_LT,
      [OP_JNLEI] = RT_OP_LE, [OP_JNGTI] = RT_OP_GT, [OP_JNGEI] = RT_OP_GE,
      [OP_JNEQI] = RT_OP_EQ, [OP_JNNEI] = RT_OP_NE};
  *op = ops[I_OP(i)];
}

/* A FRAME_OP frame returned res (owned); its registers are released. Its caller becomes the
 * top frame and op_result holds the operator's answer. */
void vm_op_return(Vm *vm, CallFrame *fr, Value res) {
  CallFrame *caller = fr - 1;
  setreg(&fr->base[-1], rt_undef());
  fr->kind = FRAME_CALL;
  vm->nframes = (int)(caller - vm->frames) + 1;
  if (rt_is_notimplemented(res)) {
    BinOp op;
    Value a, b;
    op_operands(caller->pc, caller->base, caller->fn->proto->consts, &op, &a, &b);
    res = rt_instance_binop_resume(op, a, b, fr->step);
  } else if (fr->negate) {
    int mark = rt_cleanup_push_value(&res);
    bool t = rt_truthy(res);
    rt_cleanup_pop(mark, true);
    res = rt_bool(!t);
  }
  vm->op_result = res;
  vm->op_pending = true;
}
