try:
    x = 1
except:
    pass
except ValueError:
    pass
# expect error: except_default_not_last.py:3:1: error: default 'except:' must be last
