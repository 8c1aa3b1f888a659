# dispatcher.targetoptions is the dict numba.jit keeps: the keyword arguments in their order less
# cache/locals/pipeline_class/boundscheck, @njit's nopython=True, then boundscheck (None unless
# given). dispatcher.stats is the _CompileStats namedtuple: no cache, one miss per compilation.
from numba import njit, jit

@njit
def a(x):
    return x

@njit(parallel=True, boundscheck=True, error_model='numpy')
def b(x):
    return x

@jit
def c(x):
    return x

@jit(forceobj=True)
def d(x):
    return x

@njit(['f8(f8)'], cache=False, nogil=True, inline='never', fastmath=True)
def e(x):
    return x

@jit(nopython=True, nogil=True)
def g(x):
    return x

for f in (a, b, c, d, e, g):
    print(f.targetoptions)
print(a.stats)
print(type(a.stats))
a(1)
a(2.0)
a(3)
print(a.stats)
print(a.stats.cache_path, a.stats.cache_hits, a.stats.cache_misses)
print(sum(a.stats.cache_misses.values()))
# expect: {'nopython': True, 'boundscheck': None}
# expect: {'parallel': True, 'error_model': 'numpy', 'nopython': True, 'boundscheck': True}
# expect: {'boundscheck': None}
# expect: {'forceobj': True, 'boundscheck': None}
# expect: {'nogil': True, 'inline': 'never', 'fastmath': True, 'nopython': True, 'boundscheck': None}
# expect: {'nopython': True, 'nogil': True, 'boundscheck': None}
# expect: _CompileStats(cache_path=None, cache_hits=Counter(), cache_misses=Counter())
# expect: <class 'numba.core.dispatcher._CompileStats'>
# expect: _CompileStats(cache_path=None, cache_hits=Counter(), cache_misses=Counter({(int64,): 1, (float64,): 1}))
# expect: None Counter() Counter({(int64,): 1, (float64,): 1})
# expect: 2
