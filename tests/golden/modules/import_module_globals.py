# globals() in a module's function is the module's namespace
import glob_mod
print(glob_mod.names())
glob_mod.set_h()
print(glob_mod.read_h(), glob_mod.H)
print("H" in globals())
# expect: ('glob_mod', 5, ['G', 'names', 'read_h', 'set_h'])
# expect: 7 7
# expect: False
