# fixture: fail stderr lacks the line: a warning
print(2)  # expect: 2
# expect stderr: a warning
