# An except* clause cannot break out of the loop around the try.
for i in range(2):
    try:
        pass
    except* ValueError:
        break
# expect error: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
