# exec(text, globals()) runs on the module's namespace: it binds module globals, and names
# the program put into that dict are seen. globals() is the same dict at each call.
exec("made = 41", globals())
print(made + 1)
g = globals()
g["added"] = "from the dict"
exec("print(added)", g)
print(globals() is globals(), locals() is globals())


def f():
    x = "local"
    return eval("x", globals())


x = "global"
print(f())
print(eval("made", globals()))

# expect: 42
# expect: from the dict
# expect: True True
# expect: global
# expect: 41
