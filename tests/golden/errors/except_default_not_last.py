try:
    x = 1
except:
    pass
except ValueError:
    pass
# expect error: SyntaxError: default 'except:' must be last
