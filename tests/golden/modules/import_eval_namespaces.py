# an imported module's eval and exec with explicit globals and locals dicts
import nsevalmod

SCALE = 100
print(nsevalmod.with_globals())
print(nsevalmod.with_locals_only())
print(nsevalmod.both())
print(nsevalmod.scoped(4))
# expect: (3, 20, False, True)
# expect: ({'c': 6}, 15)
# expect: (4, 9, ['f', 'r', 'y'])
# expect: (['n'], 9)
