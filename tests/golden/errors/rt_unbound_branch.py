def f(flag):
    if flag:
        y = 1
    return y
print(f(True))
print(f(False))
# expect: 1
# expect stderr:   File "rt_unbound_branch.py", line 4, in f
# expect runtime error: UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
