/* np_sort_avx512_tmpl.h — the body of NumPy 1.24's AVX-512 quicksort for one 32-bit element type,
 * included by np_sort_avx512.c once per type (float32, int32, uint32) with the QS_* macros set.
 *
 * Every step is NumPy's (x86-qsort.dispatch.cpp): the same bitonic networks, the same min/max
 * operand order, the same pivot (median network over 72 elements drawn by a fixed-seed vector
 * xoroshiro128+), the same partition order and the same heapsort fallback, because where -0.0 and
 * 0.0 end up depends on all of them. Which of two equal zeros a min or max instruction returns is
 * its second operand, so operands are never swapped here either.
 *
 * Expects: QS_T (element), QS_Z / QS_Y (512/256-bit vector), QS_FN(name) (suffixing), and the
 * operations QS_MIN, QS_MAX, QS_YMIN, QS_YMAX, QS_GE, QS_LOADU, QS_STOREU, QS_MASK_LOADU,
 * QS_MASK_STOREU, QS_MASK_MOV, QS_COMPRESS, QS_PERMUTE, QS_SHUFFLE, QS_SET1, QS_GATHER,
 * QS_REDMIN, QS_REDMAX, QS_TMAX, QS_TMIN, QS_LT (the scalar order of NumPy's heapsort).
 */

/* NumPy's heapsort (npysort_heapsort.h), for a partition quicksort stopped making progress on. */
static QS_TARGET void QS_FN(heap)(QS_T *start, int64_t n) {
  QS_T *a = start - 1, tmp;
  int64_t i, j, l;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && QS_LT(a[j], a[j + 1])) j++;
      if (!QS_LT(tmp, a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && QS_LT(a[j], a[j + 1])) j++;
      if (!QS_LT(tmp, a[j])) break;
      a[i] = a[j];
      i = j;
      j += j;
    }
    a[i] = tmp;
  }
}

/* Lanes where MASK is set take the max, the others the min (the compare-exchange of a network
 * step whose partner lanes are in IN2). */
static QS_TARGET inline QS_Z QS_FN(cmp_merge)(QS_Z in1, QS_Z in2, __mmask16 mask) {
  QS_Z mn = QS_MIN(in2, in1);
  QS_Z mx = QS_MAX(in2, in1);
  return QS_MASK_MOV(mn, mask, mx);
}

/* A full bitonic sorting network of 16 lanes. */
static QS_TARGET inline QS_Z QS_FN(sort_zmm)(QS_Z z) {
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(2, 3, 0, 1)), 0xAAAA);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(0, 1, 2, 3)), 0xCCCC);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(2, 3, 0, 1)), 0xAAAA);
  z = QS_FN(cmp_merge)(z, QS_PERMUTE(_mm512_set_epi32(NET3), z), 0xF0F0);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(1, 0, 3, 2)), 0xCCCC);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(2, 3, 0, 1)), 0xAAAA);
  z = QS_FN(cmp_merge)(z, QS_PERMUTE(_mm512_set_epi32(NET5), z), 0xFF00);
  z = QS_FN(cmp_merge)(z, QS_PERMUTE(_mm512_set_epi32(NET6), z), 0xF0F0);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(1, 0, 3, 2)), 0xCCCC);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(2, 3, 0, 1)), 0xAAAA);
  return z;
}

/* The half cleaners that sort a bitonic register. */
static QS_TARGET inline QS_Z QS_FN(merge_zmm)(QS_Z z) {
  z = QS_FN(cmp_merge)(z, QS_PERMUTE(_mm512_set_epi32(NET7), z), 0xFF00);
  z = QS_FN(cmp_merge)(z, QS_PERMUTE(_mm512_set_epi32(NET6), z), 0xF0F0);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(1, 0, 3, 2)), 0xCCCC);
  z = QS_FN(cmp_merge)(z, QS_SHUFFLE(z, SHUF(2, 3, 0, 1)), 0xAAAA);
  return z;
}

static QS_TARGET inline void QS_FN(merge_two)(QS_Z *z1, QS_Z *z2) {
  *z2 = QS_PERMUTE(_mm512_set_epi32(NET5), *z2);
  QS_Z z3 = QS_MIN(*z1, *z2);
  QS_Z z4 = QS_MAX(*z1, *z2);
  *z1 = QS_FN(merge_zmm)(z3);
  *z2 = QS_FN(merge_zmm)(z4);
}

static QS_TARGET inline void QS_FN(merge_four)(QS_Z *z) {
  QS_Z z2r = QS_PERMUTE(_mm512_set_epi32(NET5), z[2]);
  QS_Z z3r = QS_PERMUTE(_mm512_set_epi32(NET5), z[3]);
  QS_Z t1 = QS_MIN(z[0], z3r);
  QS_Z t2 = QS_MIN(z[1], z2r);
  QS_Z t3 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[1], z2r));
  QS_Z t4 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[0], z3r));
  QS_Z z0 = QS_MIN(t1, t2);
  QS_Z z1 = QS_MAX(t1, t2);
  QS_Z z2 = QS_MIN(t3, t4);
  QS_Z z3 = QS_MAX(t3, t4);
  z[0] = QS_FN(merge_zmm)(z0);
  z[1] = QS_FN(merge_zmm)(z1);
  z[2] = QS_FN(merge_zmm)(z2);
  z[3] = QS_FN(merge_zmm)(z3);
}

/* NumPy's COEX: A takes min(A, B), B takes max(old A, B). */
#define QS_COEX(A, B)                                                                          \
  do {                                                                                        \
    QS_Z t_ = (A);                                                                            \
    (A) = QS_MIN((A), (B));                                                                   \
    (B) = QS_MAX(t_, (B));                                                                    \
  } while (0)

static QS_TARGET inline void QS_FN(merge_eight)(QS_Z *z) {
  QS_Z z4r = QS_PERMUTE(_mm512_set_epi32(NET5), z[4]);
  QS_Z z5r = QS_PERMUTE(_mm512_set_epi32(NET5), z[5]);
  QS_Z z6r = QS_PERMUTE(_mm512_set_epi32(NET5), z[6]);
  QS_Z z7r = QS_PERMUTE(_mm512_set_epi32(NET5), z[7]);
  QS_Z t1 = QS_MIN(z[0], z7r);
  QS_Z t2 = QS_MIN(z[1], z6r);
  QS_Z t3 = QS_MIN(z[2], z5r);
  QS_Z t4 = QS_MIN(z[3], z4r);
  QS_Z t5 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[3], z4r));
  QS_Z t6 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[2], z5r));
  QS_Z t7 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[1], z6r));
  QS_Z t8 = QS_PERMUTE(_mm512_set_epi32(NET5), QS_MAX(z[0], z7r));
  QS_COEX(t1, t3);
  QS_COEX(t2, t4);
  QS_COEX(t5, t7);
  QS_COEX(t6, t8);
  QS_COEX(t1, t2);
  QS_COEX(t3, t4);
  QS_COEX(t5, t6);
  QS_COEX(t7, t8);
  z[0] = QS_FN(merge_zmm)(t1);
  z[1] = QS_FN(merge_zmm)(t2);
  z[2] = QS_FN(merge_zmm)(t3);
  z[3] = QS_FN(merge_zmm)(t4);
  z[4] = QS_FN(merge_zmm)(t5);
  z[5] = QS_FN(merge_zmm)(t6);
  z[6] = QS_FN(merge_zmm)(t7);
  z[7] = QS_FN(merge_zmm)(t8);
}
#undef QS_COEX

/* Lanes 0..k-1 set (k <= 16). */
#define QS_LOW(k) ((__mmask16)((1u << (k)) - 1u))

static QS_TARGET inline void QS_FN(sort_16)(QS_T *arr, int n) {
  QS_Z z = QS_MASK_LOADU(QS_SET1(QS_TMAX), QS_LOW(n), arr);
  QS_MASK_STOREU(arr, QS_LOW(n), QS_FN(sort_zmm)(z));
}

static QS_TARGET inline void QS_FN(sort_32)(QS_T *arr, int n) {
  if (n <= 16) {
    QS_FN(sort_16)(arr, n);
    return;
  }
  QS_Z z1 = QS_LOADU(arr);
  __mmask16 m = QS_LOW(n - 16);
  QS_Z z2 = QS_MASK_LOADU(QS_SET1(QS_TMAX), m, arr + 16);
  z1 = QS_FN(sort_zmm)(z1);
  z2 = QS_FN(sort_zmm)(z2);
  QS_FN(merge_two)(&z1, &z2);
  QS_STOREU(arr, z1);
  QS_MASK_STOREU(arr + 16, m, z2);
}

static QS_TARGET inline void QS_FN(sort_64)(QS_T *arr, int n) {
  if (n <= 32) {
    QS_FN(sort_32)(arr, n);
    return;
  }
  QS_Z z[4];
  z[0] = QS_LOADU(arr);
  z[1] = QS_LOADU(arr + 16);
  __mmask16 m1 = 0xFFFF, m2 = 0xFFFF;
  if (n < 48) {
    m1 = QS_LOW(n - 32);
    m2 = 0;
  } else if (n < 64) {
    m2 = QS_LOW(n - 48);
  }
  z[2] = QS_MASK_LOADU(QS_SET1(QS_TMAX), m1, arr + 32);
  z[3] = QS_MASK_LOADU(QS_SET1(QS_TMAX), m2, arr + 48);
  for (int k = 0; k < 4; k++) z[k] = QS_FN(sort_zmm)(z[k]);
  QS_FN(merge_two)(&z[0], &z[1]);
  QS_FN(merge_two)(&z[2], &z[3]);
  QS_FN(merge_four)(z);
  QS_STOREU(arr, z[0]);
  QS_STOREU(arr + 16, z[1]);
  QS_MASK_STOREU(arr + 32, m1, z[2]);
  QS_MASK_STOREU(arr + 48, m2, z[3]);
}

static QS_TARGET inline void QS_FN(sort_128)(QS_T *arr, int n) {
  if (n <= 64) {
    QS_FN(sort_64)(arr, n);
    return;
  }
  QS_Z z[8];
  for (int k = 0; k < 4; k++) z[k] = QS_FN(sort_zmm)(QS_LOADU(arr + 16 * k));
  __mmask16 m[4] = {0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF};
  /* the register holding element n-1 is partly loaded, the ones after it empty */
  int last = (n - 64 - 1) / 16;
  m[last] = QS_LOW(n - 64 - 16 * last);
  for (int k = last + 1; k < 4; k++) m[k] = 0;
  for (int k = 0; k < 4; k++)
    z[4 + k] = QS_FN(sort_zmm)(QS_MASK_LOADU(QS_SET1(QS_TMAX), m[k], arr + 64 + 16 * k));
  QS_FN(merge_two)(&z[0], &z[1]);
  QS_FN(merge_two)(&z[2], &z[3]);
  QS_FN(merge_two)(&z[4], &z[5]);
  QS_FN(merge_two)(&z[6], &z[7]);
  QS_FN(merge_four)(z);
  QS_FN(merge_four)(z + 4);
  QS_FN(merge_eight)(z);
  for (int k = 0; k < 4; k++) QS_STOREU(arr + 16 * k, z[k]);
  for (int k = 0; k < 4; k++) QS_MASK_STOREU(arr + 64 + 16 * k, m[k], z[4 + k]);
}

/* The pivot: lane 4 of the fifth of nine registers of 8 elements drawn at random (a fixed seed
 * offset by the bounds), after NumPy's 9-input median network (not a full sort: NumPy's choice). */
#define QS_YCOEX(A, B)                                                                         \
  do {                                                                                        \
    QS_Y t_ = (A);                                                                            \
    (A) = QS_YMIN((A), (B));                                                                  \
    (B) = QS_YMAX(t_, (B));                                                                   \
  } while (0)

static QS_TARGET QS_T QS_FN(pivot)(QS_T *arr, int64_t left, int64_t right) {
  __m256i s0 = _mm256_setr_epi64x(8265987198341093849, 3762817312854612374, 1324281658759788278,
                                  6214952190349879213);
  __m256i s1 = _mm256_setr_epi64x(2874178529384792648, 1257248936691237653, 7874578921548791257,
                                  1998265912745817298);
  s0 = _mm256_add_epi64(s0, _mm256_set1_epi64x(left));
  s1 = _mm256_sub_epi64(s1, _mm256_set1_epi64x(right));
  int64_t size = right - left + 1;
  __m256i bound = _mm256_set1_epi32(size > INT32_MAX ? INT32_MAX : (int)size);
  __m512i left_vec = _mm512_set1_epi64(left), right_vec = _mm512_set1_epi64(right);
  QS_Y v[9];
  for (int i = 0; i < 9; ++i) {
    __m512i r32 = _mm512_cvtepi32_epi64(qs_rnd_below(qs_next(&s0, &s1), bound));
    __m512i idx = i < 5 ? _mm512_add_epi64(left_vec, r32) : _mm512_sub_epi64(right_vec, r32);
    v[i] = QS_GATHER(idx, arr);
  }
  QS_YCOEX(v[0], v[1]);
  QS_YCOEX(v[2], v[3]);
  QS_YCOEX(v[4], v[5]);
  QS_YCOEX(v[6], v[7]);
  QS_YCOEX(v[0], v[2]);
  QS_YCOEX(v[1], v[3]);
  QS_YCOEX(v[4], v[6]);
  QS_YCOEX(v[5], v[7]);
  QS_YCOEX(v[0], v[4]);
  QS_YCOEX(v[1], v[2]);
  QS_YCOEX(v[5], v[6]);
  QS_YCOEX(v[3], v[7]);
  QS_YCOEX(v[1], v[5]);
  QS_YCOEX(v[2], v[6]);
  QS_YCOEX(v[3], v[5]);
  QS_YCOEX(v[2], v[4]);
  QS_YCOEX(v[3], v[4]);
  QS_YCOEX(v[3], v[8]);
  QS_YCOEX(v[4], v[8]);
  QS_T lanes[8];
  memcpy(lanes, &v[4], sizeof lanes);
  return lanes[4];
}
#undef QS_YCOEX

/* One register partitioned: lanes below the pivot compressed to arr[left...], the others to the
 * end of arr[...right); returns how many went right. */
static QS_TARGET inline int QS_FN(part_vec)(QS_T *arr, int64_t left, int64_t right, QS_Z cur,
                                            QS_Z pv, QS_Z *mn, QS_Z *mx) {
  __mmask16 gt = QS_GE(cur, pv);
  int ngt = __builtin_popcount((unsigned)gt);
  QS_COMPRESS(arr + left, _mm512_knot(gt), cur);
  QS_COMPRESS(arr + right - ngt, gt, cur);
  *mn = QS_MIN(cur, *mn);
  *mx = QS_MAX(cur, *mx);
  return ngt;
}

#define QS_SMIN(x, y) (((x) < (y)) ? (x) : (y))
#define QS_SMAX(x, y) (((x) > (y)) ? (x) : (y))

/* arr[left..right) split around PIVOT in place; returns where the second part starts and the
 * smallest and biggest values seen (so that a part of equal values is not split again). */
static QS_TARGET int64_t QS_FN(partition)(QS_T *arr, int64_t left, int64_t right, QS_T pivot,
                                          QS_T *smallest, QS_T *biggest) {
  for (int i = (int)((right - left) % 16); i > 0; --i) {
    *smallest = QS_SMIN(*smallest, arr[left]);
    *biggest = QS_SMAX(*biggest, arr[left]);
    if (arr[left] > pivot) {
      QS_T t = arr[left];
      arr[left] = arr[--right];
      arr[right] = t;
    } else {
      ++left;
    }
  }
  if (left == right) return left;
  QS_Z pv = QS_SET1(pivot), mn = QS_SET1(*smallest), mx = QS_SET1(*biggest);
  if (right - left == 16) {
    QS_Z v = QS_LOADU(arr + left);
    int ngt = QS_FN(part_vec)(arr, left, left + 16, v, pv, &mn, &mx);
    *smallest = QS_REDMIN(mn);
    *biggest = QS_REDMAX(mx);
    return left + (16 - ngt);
  }
  /* the first and last 16 are partitioned last, into the room the others leave */
  QS_Z vl = QS_LOADU(arr + left), vr = QS_LOADU(arr + (right - 16));
  int64_t r_store = right - 16, l_store = left;
  left += 16;
  right -= 16;
  while (right - left != 0) {
    QS_Z cur;
    if ((r_store + 16) - right < left - l_store) {
      right -= 16;
      cur = QS_LOADU(arr + right);
    } else {
      cur = QS_LOADU(arr + left);
      left += 16;
    }
    int ngt = QS_FN(part_vec)(arr, l_store, r_store + 16, cur, pv, &mn, &mx);
    r_store -= ngt;
    l_store += 16 - ngt;
  }
  int ngt = QS_FN(part_vec)(arr, l_store, r_store + 16, vl, pv, &mn, &mx);
  l_store += 16 - ngt;
  ngt = QS_FN(part_vec)(arr, l_store, l_store + 16, vr, pv, &mn, &mx);
  l_store += 16 - ngt;
  *smallest = QS_REDMIN(mn);
  *biggest = QS_REDMAX(mx);
  return l_store;
}
#undef QS_SMIN
#undef QS_SMAX

static QS_TARGET void QS_FN(qsort)(QS_T *arr, int64_t left, int64_t right, int max_iters) {
  if (max_iters <= 0) {
    QS_FN(heap)(arr + left, right + 1 - left);
    return;
  }
  if (right + 1 - left <= 128) {
    QS_FN(sort_128)(arr + left, (int)(right + 1 - left));
    return;
  }
  if (right - left > (1 << 16) && rt_interrupted) rt_check_interrupt(); /* Ctrl-C */
  QS_T pivot = QS_FN(pivot)(arr, left, right);
  QS_T smallest = QS_TMAX, biggest = QS_TMIN;
  int64_t at = QS_FN(partition)(arr, left, right + 1, pivot, &smallest, &biggest);
  if (pivot != smallest) QS_FN(qsort)(arr, left, at - 1, max_iters - 1);
  if (pivot != biggest) QS_FN(qsort)(arr, at, right, max_iters - 1);
}
#undef QS_LOW
