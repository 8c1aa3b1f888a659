/* test_runtime.c — vm/obj/runtime.c: each VM has its own imported modules and library state
 * (NumPy's print options and global generator, the random module's stream), so two VMs in one
 * process never see each other's; a library's state is made on first use and freed with the VM. */
#include "unit.h"

#include "../../repl/setup.h"
#include "../../vm/host/vm.h"
#include "../../vm/obj/runtime.h"

/* Runs src in vm; asserts it finished without an exception (an `assert` in src failing fails). */
static void run(Vm *vm, const char *src) { assert_int_equal(vm_run_source(vm, "runtime.py", src, false), 0); }

static void test_print_options_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(a, "import numpy as np\nnp.set_printoptions(precision=3)\nassert repr(np.array([1/3])) == 'array([0.333])'\n");
  run(b, "import numpy as np\nassert repr(np.array([1/3])) == 'array([0.33333333])'\n");
  run(a, "assert repr(np.array([1/3])) == 'array([0.333])'\n");
  vm_free(a);
  run(b, "assert repr(np.array([2/3])) == 'array([0.66666667])'\n");
  vm_free(b);
}

static void test_random_streams_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(a, "import random\nimport numpy as np\nrandom.seed(1)\nnp.random.seed(0)\n"
         "assert random.random() == 0.13436424411240122\nassert np.random.rand() == 0.5488135039273248\n");
  /* b seeds and draws its own streams: a's go on where they were */
  run(b, "import random\nimport numpy as np\nrandom.seed(1)\nnp.random.seed(0)\nrandom.random()\nnp.random.rand()\n");
  run(a, "assert random.random() == 0.8474337369372327\nassert np.random.rand() == 0.7151893663724195\n");
  vm_free(b);
  vm_free(a);
}

/* Libraries' classes (argparse.Namespace, Counter, Fraction, ...) live in each VM's modules:
 * what a library makes in one VM is an instance of that VM's class, also after another VM
 * imported the library and was freed. */
static const char module_classes_src[] =
    "import argparse, collections, fractions, pathlib, time, statistics, decimal, datetime\n"
    "import functools, re, logging, io, contextlib, unittest, unittest.mock, traceback\n"
    "assert type(argparse.ArgumentParser().parse_args([])) is argparse.Namespace\n"
    "assert type(collections.Counter('ab') + collections.Counter('b')) is collections.Counter\n"
    "assert type(collections.defaultdict(int).copy()) is collections.defaultdict\n"
    "assert type(collections.OrderedDict(a=1).copy()) is collections.OrderedDict\n"
    "assert type(collections.deque([1]).copy()) is collections.deque\n"
    "assert type(collections.ChainMap({}).new_child()) is collections.ChainMap\n"
    "assert type(fractions.Fraction(1, 3) + 1) is fractions.Fraction\n"
    "assert type(pathlib.Path('a') / 'b') is pathlib.PosixPath\n"
    "assert type(time.localtime(0)) is time.struct_time\n"
    "assert type(statistics.linear_regression([1, 2, 3], [2, 4, 7])).__name__ == 'LinearRegression'\n"
    "assert type(decimal.Decimal(1) + 1) is decimal.Decimal\n"
    "assert type(decimal.Decimal(1).as_tuple()) is decimal.DecimalTuple\n"
    "assert type(datetime.date(2020, 1, 2) + datetime.timedelta(1)) is datetime.date\n"
    "assert type(datetime.timedelta(1) * 2) is datetime.timedelta\n"
    "assert type(datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc).tzinfo) is datetime.timezone\n"
    "assert type(re.compile('a')) is re.Pattern and type(re.match('a', 'a')) is re.Match\n"
    "assert type(re.I | re.M) is re.RegexFlag\n"
    "assert type(logging.getLogger('x')) is logging.Logger\n"
    "assert type(logging.LogRecord('n', 10, 'p', 1, 'm', None, None)) is logging.LogRecord\n"
    "assert type(logging.Formatter()).__name__ == 'Formatter' and isinstance(logging.Formatter(), logging.Formatter)\n"
    "assert type(logging.StreamHandler()) is logging.StreamHandler\n"
    "assert type(io.StringIO()) is io.StringIO and type(io.BytesIO()) is io.BytesIO\n"
    "assert type(contextlib.ExitStack()) is contextlib.ExitStack\n"
    "assert type(unittest.mock.patch('os.sep', 'x')).__name__ == '_patch'\n"
    "assert type(unittest.mock.call(1)) is type(unittest.mock.call)\n"
    "assert type(traceback.extract_stack()) is traceback.StackSummary\n"
    "@functools.singledispatch\n"
    "def f(x): return 0\n"
    "assert f(1) == 0\n";

static void test_module_classes_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new();
  run(a, module_classes_src);
  Vm *b = vm_new();
  run(b, module_classes_src);
  vm_free(b);
  run(a, module_classes_src);
  Vm *c = vm_new();
  run(c, module_classes_src);
  vm_free(c);
  vm_free(a);
}

/* pyplot's open figures are each VM's: b's figure 1 is not a's, and closing b's leaves a's. */
static void test_figures_are_per_vm(void **state) {
  (void)state;
  Vm *a = vm_new(), *b = vm_new();
  run(a, "import matplotlib.pyplot as plt\nfa = plt.figure()\nplt.plot([1, 2])\n"
         "assert fa.number == 1 and plt.get_fignums() == [1]\n");
  run(b, "import matplotlib.pyplot as plt\nassert plt.get_fignums() == []\nfb = plt.figure()\n"
         "assert fb.number == 1\nplt.figure()\nassert plt.get_fignums() == [1, 2]\nplt.close('all')\n");
  run(a, "assert plt.get_fignums() == [1] and plt.gcf() is fa\n");
  vm_free(b);
  run(a, "assert plt.gcf() is fa and len(fa.axes) == 1\n");
  vm_free(a); /* a's open figure is closed with it */
}

/* numpy.polynomial's classes are each VM's, with their domains. */
static void test_polynomial_classes_are_per_vm(void **state) {
  (void)state;
  static const char src[] =
      "from numpy.polynomial import Laguerre, Chebyshev\n"
      "assert type(Laguerre([1, 2]) * 2) is Laguerre and list(Laguerre.domain) == [0, 1]\n"
      "assert type(Chebyshev([1]).convert(kind=Laguerre)) is Laguerre\n";
  Vm *a = vm_new();
  run(a, src);
  Vm *b = vm_new();
  run(b, src);
  vm_free(b);
  run(a, src);
  vm_free(a);
}

/* unittest.mock's Mock class and DEFAULT are each VM's: a Mock made in a after b imported the
 * module and was freed answers with a's DEFAULT and makes a's Mocks (they were process globals,
 * the last import's). */
static void test_mock_default_is_per_vm(void **state) {
  (void)state;
  static const char src[] =
      "from unittest import mock\n"
      "m = mock.Mock()\n"
      "assert m._mock_return_value is mock.DEFAULT\n"
      "assert type(m()) is mock.Mock and type(mock.MagicMock()()) is mock.MagicMock\n"
      "assert mock.Mock(return_value=3, side_effect=lambda: mock.DEFAULT)() == 3\n";
  Vm *a = vm_new();
  run(a, src);
  Vm *b = vm_new();
  run(b, src);
  vm_free(b);
  run(a, src);
  vm_free(a);
}

static RtStateKey counter_key = {"test counter", sizeof(int), NULL, NULL, 0};

static void test_state_is_made_once_per_runtime(void **state) {
  (void)state;
  RtRuntime *x = rt_runtime_new(), *y = rt_runtime_new();
  RtRuntime *was = rt_runtime_enter(x);
  int *cx = rt_runtime_state(&counter_key);
  assert_int_equal(*cx, 0); /* zeroed */
  *cx = 7;
  assert_ptr_equal(rt_runtime_state(&counter_key), cx);
  rt_runtime_enter(y);
  int *cy = rt_runtime_state(&counter_key);
  assert_ptr_not_equal(cy, cx);
  assert_int_equal(*cy, 0);
  rt_runtime_enter(x);
  assert_int_equal(*(int *)rt_runtime_state(&counter_key), 7);
  assert_ptr_equal(rt_runtime_enter(was), x);
  rt_runtime_free(x);
  rt_runtime_free(y);
}

int main(void) {
  repl_setup(); /* the libraries register their modules */
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_print_options_are_per_vm),
      cmocka_unit_test(test_random_streams_are_per_vm),
      cmocka_unit_test(test_state_is_made_once_per_runtime),
      cmocka_unit_test(test_module_classes_are_per_vm),
      cmocka_unit_test(test_figures_are_per_vm),
      cmocka_unit_test(test_polynomial_classes_are_per_vm),
      cmocka_unit_test(test_mock_default_is_per_vm),
  };
  return cmocka_run_group_tests_name("runtime.c", tests, NULL, NULL);
}
