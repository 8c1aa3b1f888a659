# run: race.py
break 9
c
c
reverse-step
p t
reverse-continue
delete
c
c
