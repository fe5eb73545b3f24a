// The floor of `portal bench --only bundle`: a bare app with the portal's React, react-router and MUI
// rendering a comparable sign-in form and app shell. What the portal loads beyond this is its own cost.
import {
  AppBar,
  Box,
  Button,
  Container,
  CssBaseline,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';

function SignIn() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  return (
    <Container maxWidth="xs">
      <Paper sx={{ p: 3, mt: 8 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign in
        </Typography>
        <Box component="form" onSubmit={(e) => (e.preventDefault(), navigate('/home'))} sx={{ display: 'grid', gap: 2 }}>
          <TextField label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <TextField label="Password" type="password" required />
          <Button type="submit" variant="contained">
            Sign in
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}

function Shell() {
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6">Portal</Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width: 220, '& .MuiDrawer-paper': { width: 220 } }}>
        <Toolbar />
        <List>
          {['Home', 'Accounts', 'Funds', 'Profile'].map((item) => (
            <ListItemButton key={item}>
              <ListItemText primary={item} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography variant="h4" component="h1">
          Home
        </Typography>
      </Box>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          <Route path="/home" element={<Shell />} />
          <Route path="*" element={<SignIn />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
