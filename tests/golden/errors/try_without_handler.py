try:
    x = 1
print(x)
# expect error: try_without_handler.py:3:1: error: expected 'except' or 'finally' block
