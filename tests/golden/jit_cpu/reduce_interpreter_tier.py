# sum/mean/var/std of a whole float array in @njit code the interpreter tier runs (here: a
# function that also calls np.median, which Weft's typer does not compile) add the elements one
# after another as Numba's compiled loops do, not pairwise as NumPy does: the last digits are
# Numba's (C order; an F-ordered array's memory order; float32 in float32).
import numpy as np
from numba import njit

@njit
def stats(a):
    m = np.median(a)
    return a.sum(), a.mean(), a.var(), a.std(), np.sum(a), np.mean(a), m

r = np.random.RandomState(11)
x = r.random_sample(1000)
for a in (x, x.reshape(20, 50), np.asfortranarray(x.reshape(40, 25)), x[::3], x.astype(np.float32)):
    print(stats(a))
# expect: (507.4949766406599, 0.5074949766406599, 0.08216565033456986, 0.2866455133689866, 507.4949766406599, 0.5074949766406599, 0.49432972903311995)
# expect: (507.4949766406599, 0.5074949766406599, 0.08216565033456986, 0.2866455133689866, 507.4949766406599, 0.5074949766406599, 0.49432972903311995)
# expect: (507.4949766406598, 0.5074949766406598, 0.08216565033456989, 0.28664551336898664, 507.4949766406598, 0.5074949766406598, 0.49432972903311995)
# expect: (168.2004871122378, 0.5035942727911311, 0.08245425573350083, 0.2871484907386783, 168.2004871122378, 0.5035942727911311, 0.5198443097390057)
# expect: (507.49493408203125, 0.5074949264526367, 0.08216565102338791, 0.2866455018520355, 507.49493408203125, 0.5074949264526367, 0.4943297505378723)
