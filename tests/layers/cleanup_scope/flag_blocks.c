/* Must be reported: each line marked in a comment at its end registers a cleanup that is still
 * registered when the variable's block ends. The self-test expects exactly those lines. */
typedef struct Value { void *p; } Value;
typedef struct StrBuf { char *data; } StrBuf;
_Noreturn void rt_raise(int kind, const char *fmt, ...);
int rt_cleanup_push(void (*fn)(void *p), void *p);
int rt_cleanup_push_value(Value *slot);
int rt_sb_cleanup_push(StrBuf *sb);
void rt_cleanup_pop(int mark, int run);
Value make(void);
void use(Value v);
void free_vals(void *p);

void falls_out(int c) {
  Value a = make();
  int mark = rt_cleanup_push_value(&a);
  if (c) {
    Value x = make();
    rt_cleanup_push_value(&x); /* FLAG: the if block ends with x registered */
    use(x);
  }
  rt_cleanup_pop(mark, 1);
}

void comment_brace(int c) {
  int mark = -1;
  if (c) {
    Value x = make(); /* a { in a comment, and one in a string: "{" */
    mark = rt_cleanup_push_value(&x); /* FLAG */
    use(x);
    const char *s = "{";
    (void)s;
  }
  if (mark >= 0) rt_cleanup_pop(mark, 1);
}

void one_path(int c, int d) {
  Value a = make();
  int mark = rt_cleanup_push_value(&a);
  while (c--) {
    Value x = make();
    int m = rt_cleanup_push_value(&x); /* FLAG: popped only when d */
    if (d) rt_cleanup_pop(m, 1);
  }
  rt_cleanup_pop(mark, 1);
}

void breaks(int n) {
  int mark = rt_cleanup_push_value(&(Value){0});
  for (int i = 0; i < n; i++) {
    Value x = make();
    int m = rt_cleanup_push_value(&x); /* FLAG: break leaves the body */
    if (i == 3) break;
    rt_cleanup_pop(m, 1);
  }
  for (int i = 0; i < n; i++) {
    Value y = make();
    int m = rt_cleanup_push_value(&y); /* FLAG: continue leaves the body */
    if (i == 3) continue;
    rt_cleanup_pop(m, 1);
  }
  rt_cleanup_pop(mark, 1);
}

void jumps(int c) {
  Value a = make();
  int mark = rt_cleanup_push_value(&a);
  if (c) {
    StrBuf sb;
    rt_sb_cleanup_push(&sb); /* FLAG: goto leaves the block */
    if (c > 1) goto done;
    rt_cleanup_pop(mark + 1, 1);
  }
done:
  rt_cleanup_pop(mark, 1);
}

void arrays(int c) {
  int mark = rt_cleanup_push(free_vals, 0);
  switch (c) {
  case 1: {
    Value tmp[2] = {make(), make()};
    rt_cleanup_push(free_vals, tmp); /* FLAG: an array decays to its slot's address */
    break;
  }
  default:
    break;
  }
  rt_cleanup_pop(mark, 1);
}

static int push_slot(Value *slot) { return rt_cleanup_push_value(slot); }

void wrapped(int c) {
  int mark = rt_cleanup_push(free_vals, 0);
  if (c) {
    Value x = make();
    push_slot(&x); /* FLAG: push_slot registers its argument */
    use(x);
  }
  rt_cleanup_pop(mark, 1);
}

Value returns(Value v) {
  Value w = make();
  rt_cleanup_push_value(&w); /* FLAG: the function returns with w registered */
  use(w);
  return v;
}

void param_slot(Value v, int c) {
  if (c) {
    v = make();
    rt_cleanup_push_value(&v); /* FLAG: a parameter's slot dies at return */
  }
  use(v);
}
