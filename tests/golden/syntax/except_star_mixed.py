# except and except* cannot be mixed on one try.
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
# expect error: SyntaxError: cannot have both 'except' and 'except*' on the same 'try'
