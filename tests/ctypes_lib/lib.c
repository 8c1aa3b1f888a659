/* lib.c — a small C library the ctypes golden tests load (build/test/libweftffi.so): scalars,
 * pointers, arrays, structs by value and by pointer, callbacks. */
#include <stddef.h>

typedef struct Point {
  double x, y;
} Point;

typedef struct Particle {
  Point pos;
  int id;
  double hist[3];
} Particle;

int add_ints(int a, int b) { return a + b; }
double scale(double x, float f) { return x * f; }
long long mul_ll(long long a, long long b) { return a * b; }
unsigned char wrap_u8(int v) { return (unsigned char)v; }

double sum_doubles(const double *xs, size_t n) {
  double s = 0;
  for (size_t i = 0; i < n; i++) s += xs[i];
  return s;
}

void fill_squares(double *out, int n) {
  for (int i = 0; i < n; i++) out[i] = (double)i * i;
}

void divmod_int(int a, int b, int *q, int *r) {
  *q = a / b;
  *r = a % b;
}

double point_norm2(Point p) { return p.x * p.x + p.y * p.y; }

Point point_add(Point a, Point b) {
  Point r = {a.x + b.x, a.y + b.y};
  return r;
}

void point_scale(Point *p, double k) {
  p->x *= k;
  p->y *= k;
}

double particle_sum(const Particle *p) { return p->pos.x + p->pos.y + p->id + p->hist[0] + p->hist[1] + p->hist[2]; }

int apply_twice(int (*f)(int), int x) { return f(f(x)); }

double integrate(double (*f)(double), double a, double b, int n) {
  double h = (b - a) / n, s = 0;
  for (int i = 0; i < n; i++) s += f(a + (i + 0.5) * h);
  return s * h;
}

int *static_counter(void) {
  static int counter = 41;
  counter++;
  return &counter;
}

/* linked structures, arrays of structures, unions, nested structures by value, char buffers */
typedef struct Node {
  int value;
  struct Node *next;
} Node;

int list_sum(const Node *n) {
  int s = 0;
  for (; n; n = n->next) s += n->value;
  return s;
}

const Node *list_find(const Node *n, int v) {
  for (; n; n = n->next) {
    if (n->value == v) return n;
  }
  return NULL;
}

double points_sum_x(const Point *ps, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += ps[i].x;
  return s;
}

void points_shift(Point *ps, int n, double dx, double dy) {
  for (int i = 0; i < n; i++) {
    ps[i].x += dx;
    ps[i].y += dy;
  }
}

typedef union Num {
  int i;
  float f;
  unsigned char b[4];
} Num;

int num_bits(Num n) { return n.i; }

Num num_from_float(float f) {
  Num n;
  n.f = f;
  return n;
}

void num_negate(Num *n) { n->f = -n->f; }

typedef struct Rect {
  Point lo, hi;
} Rect;

double rect_area(Rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

Rect rect_grow(Rect r, double d) {
  Rect g = {{r.lo.x - d, r.lo.y - d}, {r.hi.x + d, r.hi.y + d}};
  return g;
}

int greet(char *buf, size_t n, const char *name) {
  size_t k = 0;
  const char *hello = "Hello, ";
  for (const char *p = hello; *p && k + 1 < n; p++) buf[k++] = *p;
  for (const char *p = name; *p && k + 1 < n; p++) buf[k++] = *p;
  if (n) buf[k] = 0;
  return (int)k;
}

void upcase(char *s) {
  for (; *s; s++) {
    if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 'a' + 'A');
  }
}

/* bit fields (gcc's layout, which ctypes must match), anonymous members */
typedef struct Perm {
  unsigned read : 1, write : 1, exec : 1;
  int level : 5;
  unsigned owner : 12;
} Perm;

int perm_code(Perm p) { return p.read | p.write << 1 | p.exec << 2 | p.level << 3; }
int perm_owner(const Perm *p) { return p->owner; }

void perm_set(Perm *p, int level, int owner) {
  p->level = level;
  p->owner = (unsigned)owner;
  p->exec = 1;
}

typedef struct Value {
  int kind;
  union {
    long i;
    double d;
  };
} Value;

double value_as_double(Value v) { return v.kind ? v.d : (double)v.i; }

Value value_half(double d) {
  Value v = {1, {.d = d / 2}};
  return v;
}

/* structures by value that the x86-64 ABI passes differently: three bytes, floats in SSE
 * registers, an int and a float together, a big one in memory, arrays inside */
typedef struct RGB {
  unsigned char r, g, b;
} RGB;

RGB rgb_invert(RGB c) {
  RGB r = {(unsigned char)(255 - c.r), (unsigned char)(255 - c.g), (unsigned char)(255 - c.b)};
  return r;
}

typedef struct Vec3f {
  float x, y, z;
} Vec3f;

Vec3f vec3f_scale(Vec3f v, float k) {
  Vec3f r = {v.x * k, v.y * k, v.z * k};
  return r;
}

float vec3f_dot(Vec3f a, Vec3f b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

typedef struct Tally {
  int n;
  float mean;
} Tally;

Tally tally_add(Tally t, float x) {
  Tally r = {t.n + 1, (t.mean * (float)t.n + x) / (float)(t.n + 1)};
  return r;
}

Particle particle_moved(Particle p, double dx, double dy) {
  p.pos.x += dx;
  p.pos.y += dy;
  p.id += 100;
  for (int i = 0; i < 3; i++) p.hist[i] *= 2;
  return p;
}

typedef struct Label {
  char text[12];
  int len;
} Label;

Label label_make(const char *s) {
  Label l = {{0}, 0};
  while (s[l.len] && l.len < 11) {
    l.text[l.len] = s[l.len];
    l.len++;
  }
  return l;
}

double point_apply(double (*f)(Point), Point p) { return f(p); }
