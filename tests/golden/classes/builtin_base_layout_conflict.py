# Two builtin bases with different layouts.
class Both(int, str):
    pass
# expect runtime error: TypeError: multiple bases have instance lay-out conflict
