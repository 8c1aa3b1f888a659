x = 10
def f():
    print(x)
    x = 5
f()
# expect stderr:   File "rt_unbound_local.py", line 3, in f
# expect runtime error: UnboundLocalError: cannot access local variable 'x' where it is not associated with a value
