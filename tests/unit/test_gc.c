/* test_gc.c — vm/obj/gc.h's cycle collector from C: the table of tracked containers stays
 * dense and consistent across its two generations whatever order objects die in, cycles
 * nothing else holds are freed and counted, and what is still held is left intact. */
#include "unit.h"

#include "../../vm/obj/dict.h"
#include "../../vm/obj/gc.h"
#include "../../vm/obj/objects.h"

/* Every tracked object's header names its own place, and the generations partition the table. */
static void assert_table_consistent(void) {
  assert_true(rt_gc_table.nold <= rt_gc_table.n);
  for (uint32_t i = 0; i < rt_gc_table.n; i++) {
    assert_int_equal(rt_gc_table.objs[i]->gc, i + 1);
  }
}

static void test_untrack_keeps_the_generations_dense(void **state) {
  (void)state;
  enum { N = 12 };
  Value lists[N];
  for (int k = 0; k < N / 2; k++) lists[k] = rt_list_new(0);
  assert_int_equal(rt_gc_collect_young(), 0); /* all held: promoted to the old generation */
  uint32_t nold = rt_gc_table.nold;
  for (int k = N / 2; k < N; k++) lists[k] = rt_list_new(0);
  assert_table_consistent();
  int order[N] = {0, 7, 3, 11, 5, 6, 1, 9, 2, 10, 4, 8}; /* old and young interleaved */
  for (int k = 0; k < N; k++) {
    rt_decref(lists[order[k]]);
    assert_table_consistent();
  }
  assert_int_equal(rt_gc_table.nold, nold - N / 2);
}

static void test_cycles_are_freed_and_counted(void **state) {
  (void)state;
  rt_gc_collect();
  int64_t before = rt_gc_tracked();
  Value a = rt_list_new(0), b = rt_list_new(0), d = rt_dict_new();
  rt_list_append(a, b);
  rt_list_append(b, a);
  rt_dict_set(d, rt_int(1), d);
  rt_decref(a);
  rt_decref(b);
  rt_decref(d);
  assert_int_equal(rt_gc_tracked(), before + 3);
  assert_int_equal(rt_gc_collect(), 3);
  assert_int_equal(rt_gc_tracked(), before);
  assert_table_consistent();
}

static void test_held_cycles_are_kept(void **state) {
  (void)state;
  rt_gc_collect();
  Value a = rt_list_new(0);
  rt_list_append(a, a);
  Value t = rt_tuple_new(1); /* a tuple in the cycle, held only through the list */
  rt_tuple_set(t, 0, rt_list_new(0));
  rt_list_append(RT_AS(Tuple, t)->items[0], t);
  rt_list_append(a, t);
  rt_decref(t);
  assert_int_equal(rt_gc_collect(), 0);
  assert_int_equal(RT_AS(List, a)->n, 2);
  assert_ptr_equal(RT_AS(List, a)->items[0].as.o, a.as.o);
  rt_decref(a);
  assert_int_equal(rt_gc_collect(), 3); /* the list, the tuple and the list in the tuple */
  assert_table_consistent();
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_untrack_keeps_the_generations_dense),
      cmocka_unit_test(test_cycles_are_freed_and_counted),
      cmocka_unit_test(test_held_cycles_are_kept),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
