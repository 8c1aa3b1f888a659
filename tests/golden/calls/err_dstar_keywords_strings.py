# keys unpacked with ** must be strings
def f(**kw):
    return kw

f(**{1: 2})
# expect runtime error: TypeError: keywords must be strings
