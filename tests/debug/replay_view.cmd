# run: replay_view.py
break 9
run
p v
p w[1]
reverse-continue
p v
p w
c
p v
delete
c
