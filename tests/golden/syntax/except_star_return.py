# An except* clause cannot return.
def f():
    try:
        pass
    except* ValueError:
        return 1
# expect error: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
