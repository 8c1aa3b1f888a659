# A method call on globals inside eval/exec with a globals dict reads that dict's names, not
# the module's (the direct C-method call steps aside for names the dict hides).
d = {1: 'module'}
k = 1
print(eval("d.get(k, 0)", {"d": {1: 'given'}, "k": 1}), eval("d.get(k, 0)"))
exec("print(d.get(k), d.get(2, 'x'))", {"d": {1: 'exec'}, "k": 1})
def f():
    return eval("d.get(k, 'no')", {"d": {}, "k": 5})
print(f())
# expect: given module
# expect: exec x
# expect: no
