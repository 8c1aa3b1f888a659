/* Must not be reported: every registration on a block-scoped variable is dropped before its
 * block ends, or the block ends in a call that never returns or a return. */
typedef struct Value { void *p; } Value;
typedef struct StrBuf { char *data; } StrBuf;
_Noreturn void rt_raise(int kind, const char *fmt, ...);
int rt_cleanup_push(void (*fn)(void *p), void *p);
int rt_cleanup_push_value(Value *slot);
int rt_sb_cleanup_push(StrBuf *sb);
void rt_cleanup_pop(int mark, int run);
Value make(void);
void use(Value v);
int test(Value v);
void free_vals(void *p);

#define FAIL(...)                \
  do {                           \
    rt_raise(1, __VA_ARGS__);    \
  } while (0)

static void bad_value(Value v) { /* never returns: every path raises */
  if (test(v)) rt_raise(2, "bad {");
  rt_raise(3, "bad }");
}

void popped(int c) {
  Value a = make();
  int mark = rt_cleanup_push_value(&a);
  if (c) {
    Value x = make();
    int inner = rt_cleanup_push_value(&x);
    use(x);
    rt_cleanup_pop(inner, 1);
  }
  rt_cleanup_pop(mark, 1);
}

void raises(int c) {
  int mark = rt_cleanup_push(free_vals, 0);
  if (c == 1) {
    Value x = make();
    rt_cleanup_push_value(&x);
    rt_raise(1, "no %s", "}");
  } else if (c == 2) {
    Value y = make();
    rt_cleanup_push_value(&y);
    FAIL("macro %c", '}');
  } else if (c == 3) {
    Value z = make();
    rt_cleanup_push_value(&z);
    bad_value(z);
  } else if (c == 4) {
    Value w = make();
    rt_cleanup_push_value(&w);
    use(w);
    rt_cleanup_pop(mark, 1);
    return;
  }
  rt_cleanup_pop(mark, 1);
}

void function_scope(int c) {
  Value a = make(), b = {0};
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  if (c) {
    static Value kept;
    rt_cleanup_push_value(&kept);
    b = make();
  }
  rt_cleanup_pop(mark, 1);
}

void marks(int n, int cast) {
  Value t[4] = {make(), {0}, {0}, {0}};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 4; i++) rt_cleanup_push_value(&t[i]);
  if (n) {
    Value x = make(), y = make();
    rt_cleanup_push_value(&x);
    rt_cleanup_push_value(&y);
    use(x);
    rt_cleanup_pop(mark + 4, 1);
  }
  Value in = make();
  int m2 = cast >= 0 ? rt_cleanup_push_value(&in) : -1;
  use(in);
  if (cast >= 0) rt_cleanup_pop(m2, 1);
  Value ins[2] = {make(), make()};
  int m3 = -1;
  if (cast > 0) {
    m3 = rt_cleanup_push_value(&ins[0]);
    rt_cleanup_push_value(&ins[1]);
  }
  use(ins[0]);
  if (cast > 0) rt_cleanup_pop(m3, 1);
  rt_cleanup_pop(mark, 1);
}

void mark_kept(int n) {
  Value items[4];
  int mark = -1;
  for (int k = 0; k < n; k++) {
    items[k] = make();
    int m = rt_cleanup_push_value(&items[k]);
    if (mark < 0) mark = m;
  }
  if (mark >= 0) rt_cleanup_pop(mark, 1);
}

typedef struct Temps { Value v[4]; int mark; } Temps;
static void temps_open(Temps *t) { t->mark = rt_cleanup_push_value(&t->v[0]); }
static void temps_close(Temps *t) { rt_cleanup_pop(t->mark, 1); }

void wrappers(int c) {
  if (c) {
    Temps t;
    temps_open(&t);
    use(t.v[0]);
    temps_close(&t);
  }
}

void loops_and_switch(int n) {
  int mark = rt_cleanup_push(free_vals, 0);
  for (int i = 0; i < n; i++) {
    Value x = make();
    int m = rt_cleanup_push_value(&x);
    if (test(x)) {
      rt_cleanup_pop(m, 1);
      break;
    }
    if (i == 2) {
      rt_cleanup_pop(m, 1);
      continue;
    }
    rt_cleanup_pop(m, 1);
  }
  switch (n) {
  case 0: {
    StrBuf sb;
    int m = rt_sb_cleanup_push(&sb);
    rt_cleanup_pop(m, 1);
    break;
  }
  case 1: {
    Value y = make();
    rt_cleanup_push_value(&y);
    rt_raise(1, "case %d", 1);
  }
  default:
    break;
  }
  if (n > 7) {
    Value z = make();
    int m = rt_cleanup_push_value(&z);
    if (test(z)) goto out;
    use(z);
  out:
    rt_cleanup_pop(m, 1);
  }
  rt_cleanup_pop(mark, 1);
}
