def f():
    return undefined_thing + 1
print("before")
f()
# expect: before
# expect stderr: Traceback (most recent call last):
# expect stderr:   File "rt_name_error.py", line 4, in <module>
# expect stderr:   File "rt_name_error.py", line 2, in f
# expect runtime error: NameError: name 'undefined_thing' is not defined
