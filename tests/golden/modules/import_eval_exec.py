# eval and exec without namespaces in an imported module's code run on its globals
PROGRAM_VAR = 1
K = -1
import evalmod

print(evalmod.W, evalmod.AT_LOAD)
print(evalmod.ev())
print(evalmod.ex(), evalmod.Z)
print(evalmod.main_module())
print("Z" in globals(), K)
print(evalmod.LOCALS_AT_LOAD)
# expect: 21 22
# expect: 14
# expect: 8 8
# expect: ('__main__', True)
# expect: False -1
# expect: ['AT_LOAD', 'K', 'W', 'ev', 'ex', 'main_module']
